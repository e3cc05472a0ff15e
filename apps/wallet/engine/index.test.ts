import { describe, expect, it } from 'vitest';
import * as engine from './index.js';

describe('apps/wallet/engine entry point', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'DEFAULT_WALLET_METADATA',
      'DEVNET_MNEMONIC',
      'SUPPORTED_EVENTS',
      'SUPPORTED_METHODS',
      'WALLET_RPC_CODES',
      'WalletEngineError',
      'WalletRpcError',
      'buildSessionNamespaces',
      'createMemoryStorage',
      'createSandboxWallet',
      'createStore',
      'createWebStorage',
      'deriveAccounts',
      'executeRequest',
      'localStackRpcUrl',
      'parseChainId',
      'toCaip2',
      'toViemChain',
    ]);
  });
});

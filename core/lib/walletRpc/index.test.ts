import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/lib/walletRpc exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "SAFE_RPC_METHODS",
      "SOLANA_PREFLIGHT_COMMITMENTS",
      "SOLANA_SIGNING_METHODS",
      "UNSAFE_RPC_METHODS",
      "assertRpcAllowed",
      "checkedSolanaSigner",
      "classifyRpcMethod",
      "isRpcCallAllowedUnprompted",
      "isSafeRpcMethod",
      "isSolanaSigningMethod",
      "isUnsafeRpcMethod",
      "validateCallBundle",
      "validateSolanaRpcParams",
      "validateSolanaSendOptions",
    ]
  `);
});

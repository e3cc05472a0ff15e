import { loadProviderFailureMapping } from '../../../core/lib/rpc/index.js';
import type {
  ConnectorInfo,
  ConnectParams,
  WalletConnector,
  WalletEvents,
  WalletSession,
} from '../../../ports/index.js';
import { evmChainIdOf } from '../../chain/evm/evmChainIdOf.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
// Its mapping's code is fetched by the first failure: this connector runs before the click.
import { withPortFailureLater } from '../../chain/evm/withPortFailureLater.js';
import { checksumAccounts } from './checksumAccounts.js';
import { createEventHub } from './createEventHub.js';
import { createInjectedSession } from './createInjectedSession.js';
import { detectWalletCapabilities } from './detectWalletCapabilities.js';
import type { Eip1193Provider } from './eip1193.js';
import { switchEvmNetwork } from './switchEvmNetwork.js';
import { toEip155NetworkId } from './toEip155NetworkId.js';
import { watchProvider } from './watchProvider.js';

/** Codes meaning "this wallet has no such method": wallet_revokePermissions is then skipped. */
const UNSUPPORTED = new Set(['UNSUPPORTED_METHOD', 'METHOD_NOT_FOUND', 'METHOD_NOT_SUPPORTED']);

/**
 * A WalletConnector over one EIP-1193 provider (an EIP-6963 announcement or a legacy window.ethereum).
 * connect: eth_requestAccounts, then eth_chainId; when the wallet is on another chain it is asked to
 * switch (adding the chain on 4902) — if it refuses, the session reports the chain it is really on.
 * reconnect: eth_accounts without a prompt; a session only when the site is still authorised.
 * disconnect: stops forwarding events, then wallet_revokePermissions (skipped when unsupported).
 * While connected, provider events are forwarded (accounts checksummed, chain ids as CAIP-2).
 * Rejections are port failures with the wallet's own {code, message, data}.
 */
export function createEip1193Connector(info: ConnectorInfo, provider: Eip1193Provider): WalletConnector {
  const hub = createEventHub<WalletEvents>();
  let unwatch: (() => void) | undefined;

  const currentNetworkId = async () => {
    const chainId = await provider.request({ method: 'eth_chainId' });
    const caipNetworkId = toEip155NetworkId(chainId);
    if (caipNetworkId === undefined) {
      throw new ProviderRpcFailureError({
        code: -32603,
        message: `unreadable eth_chainId ${String(chainId)}`,
      });
    }
    return caipNetworkId;
  };

  const openSession = async (accounts: readonly `0x${string}`[], caipNetworkId: `${string}:${string}`) => {
    const [active] = accounts;
    const capabilities = await detectWalletCapabilities(provider, active ?? '');
    unwatch ??= watchProvider(provider, hub);
    return createInjectedSession({ info, provider, accounts: { accounts, caipNetworkId }, capabilities });
  };

  const connect = async ({ network }: ConnectParams): Promise<WalletSession> => {
    evmChainIdOf(network);
    const accounts = checksumAccounts(await provider.request({ method: 'eth_requestAccounts' }));
    if (accounts.length === 0) {
      throw new ProviderRpcFailureError({ code: 4100, message: 'The wallet authorised no account.' });
    }
    let caipNetworkId = await currentNetworkId();
    if (caipNetworkId !== network.caipNetworkId) {
      const switched = await switchEvmNetwork(provider, network).then(
        () => true,
        () => false,
      );
      if (switched) caipNetworkId = await currentNetworkId();
    }
    const session = await openSession(accounts, caipNetworkId);
    hub.emit('connect', session.accounts);
    return session;
  };

  const reconnect = async (): Promise<WalletSession | undefined> => {
    const accounts = checksumAccounts(await provider.request({ method: 'eth_accounts' }));
    if (accounts.length === 0) return undefined;
    return openSession(accounts, await currentNetworkId());
  };

  const disconnect = async (): Promise<void> => {
    unwatch?.();
    unwatch = undefined;
    try {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    } catch (error) {
      // core/lib/rpc's mapping is fetched by the first failure, not part of the first chunk; without it, the failure as is.
      const mapProviderFailure = await loadProviderFailureMapping().catch(() => undefined);
      if (mapProviderFailure === undefined || !UNSUPPORTED.has(mapProviderFailure(error).code)) throw error;
    }
  };

  return {
    info,
    connect: (params) => withPortFailureLater(() => connect(params)),
    reconnect: () => withPortFailureLater(reconnect),
    disconnect: () => withPortFailureLater(disconnect),
    on: (event, listener) => hub.on(event, listener),
  };
}

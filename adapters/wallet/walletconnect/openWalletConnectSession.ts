import type { ConnectorInfo, WalletSession } from '../../../ports/index.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
import { checksumAccounts } from '../injected/checksumAccounts.js';
import { createInjectedSession } from '../injected/createInjectedSession.js';
import { toEip155NetworkId } from '../injected/toEip155NetworkId.js';
import { sessionScope } from './sessionScope.js';
import { type ReadsFor, walletConnectEip1193 } from './walletConnectEip1193.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

/**
 * The WalletSession of the provider's current WalletConnect session: the accounts on its active chain
 * (checksummed) and that chain, with the injected path's signer, `request` and `switchNetwork` over the
 * session's EIP-1193 face. wallet_sendCalls and wallet_getAssets are offered when the wallet approved them.
 */
export async function openWalletConnectSession(
  provider: UniversalProviderInstance,
  info: ConnectorInfo,
  readsFor?: ReadsFor,
): Promise<WalletSession> {
  const eip1193 = walletConnectEip1193(provider, readsFor);
  const accounts = checksumAccounts(await eip1193.request({ method: 'eth_accounts' }));
  if (accounts.length === 0) {
    throw new ProviderRpcFailureError({ code: 4100, message: 'The wallet shared no eip155 account' });
  }
  const chainId = await eip1193.request({ method: 'eth_chainId' });
  const caipNetworkId = toEip155NetworkId(chainId);
  if (caipNetworkId === undefined) {
    throw new ProviderRpcFailureError({ code: -32603, message: `unreadable chain id ${String(chainId)}` });
  }
  const methods = provider.session ? sessionScope(provider.session).methods : [];
  return createInjectedSession({
    info,
    provider: eip1193,
    accounts: { accounts, caipNetworkId },
    capabilities: {
      sendCalls: methods.includes('wallet_sendCalls'),
      assetDiscovery: methods.includes('wallet_getAssets'),
    },
  });
}

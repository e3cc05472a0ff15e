import type { ConnectedAccounts, ConnectorInfo, Network, WalletSession } from '../../../ports/index.js';
import { withPortFailure } from '../../chain/evm/toPortFailure.js';
import { createInjectedSigner } from './createInjectedSigner.js';
import type { WalletCapabilities } from './detectWalletCapabilities.js';
import type { Eip1193Provider } from './eip1193.js';
import { switchEvmNetwork } from './switchEvmNetwork.js';

export interface InjectedSessionInit {
  readonly info: ConnectorInfo;
  readonly provider: Eip1193Provider;
  readonly accounts: ConnectedAccounts;
  readonly capabilities: WalletCapabilities;
}

/**
 * A session over an injected provider: the signer, raw `request`, `switchNetwork` (switch, or add then
 * switch) and, only when the wallet reports ERC-7811 asset discovery, `getAssets`. Every rejection is a
 * port failure carrying the wallet's own code and message.
 */
export function createInjectedSession(init: InjectedSessionInit): WalletSession {
  const { provider } = init;
  const getAssets = (args: { account: string; chainFilter: readonly `0x${string}`[] }) =>
    withPortFailure(() =>
      provider.request({
        method: 'wallet_getAssets',
        params: [{ account: args.account, chainFilter: [...args.chainFilter] }],
      }),
    );
  return {
    connector: init.info,
    accounts: init.accounts,
    signer: createInjectedSigner(provider, init.capabilities),
    request: (args) => withPortFailure(() => provider.request(args)),
    switchNetwork: (network: Network) => withPortFailure(() => switchEvmNetwork(provider, network)),
    ...(init.capabilities.assetDiscovery ? { getAssets } : {}),
  };
}

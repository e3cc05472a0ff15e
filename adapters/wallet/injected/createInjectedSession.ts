import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type {
  CallBundle,
  ConnectedAccounts,
  ConnectorInfo,
  EvmSigner,
  Network,
  WalletSession,
} from '../../../ports/index.js';
// Its mapping's code is fetched by the first failure: this connector runs before the click.
import { withPortFailureLater } from '../../chain/evm/withPortFailureLater.js';
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
 * The signer of an injected session, whose code (viem's wallet client on the provider, typed-data checks) is fetched
 * by its first request rather than with the page; `sendCalls` is there when the wallet has EIP-5792 capabilities.
 */
const lazySigner = (provider: Eip1193Provider, capabilities: WalletCapabilities): EvmSigner => {
  const made = loadOnce(() =>
    import('./createInjectedSigner.js').then((module) => module.createInjectedSigner(provider, capabilities)),
  );
  const signer = () => withPortFailureLater(made);
  return {
    namespace: 'eip155',
    ...later(signer, ['signMessage', 'sendTransaction']),
    signTypedData: async (args) => {
      const real = await signer();
      if (real.signTypedData === undefined) throw new Error('signTypedData is not offered');
      return real.signTypedData(args);
    },
    ...(capabilities.sendCalls
      ? {
          sendCalls: async (args: { bundle: CallBundle }) => {
            const real = await signer();
            if (real.sendCalls === undefined) throw new Error('sendCalls is not offered');
            return real.sendCalls(args);
          },
        }
      : {}),
  };
};

/**
 * A session over an injected provider: the signer, raw `request`, `switchNetwork` (switch, or add then
 * switch) and, only when the wallet reports ERC-7811 asset discovery, `getAssets`. Every rejection is a
 * port failure carrying the wallet's own code and message.
 */
export function createInjectedSession(init: InjectedSessionInit): WalletSession {
  const { provider } = init;
  const getAssets = (args: { account: string; chainFilter: readonly `0x${string}`[] }) =>
    withPortFailureLater(() =>
      provider.request({
        method: 'wallet_getAssets',
        params: [{ account: args.account, chainFilter: [...args.chainFilter] }],
      }),
    );
  return {
    connector: init.info,
    accounts: init.accounts,
    signer: lazySigner(provider, init.capabilities),
    request: (args) => withPortFailureLater(() => provider.request(args)),
    switchNetwork: (network: Network) => withPortFailureLater(() => switchEvmNetwork(provider, network)),
    ...(init.capabilities.assetDiscovery ? { getAssets } : {}),
  };
}

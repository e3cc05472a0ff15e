import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import type {
  ConnectorInfo,
  Network,
  ProviderRpcFailure,
  Unsubscribe,
  WalletConnector,
  WalletEvents,
  WalletSession,
} from '../../../ports/index.js';
import { createEventHub } from '../injected/createEventHub.js';
import { createWalletStandardSigner } from './createWalletStandardSigner.js';
import { accountsOn, walletChainOf } from './solanaChains.js';
import { requestThroughSigner } from './solanaRequests.js';
import { askWallet, unsupported } from './toWalletFailure.js';

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>;

/** Wallet Standard icons are data URIs; anything else would make the modal fetch a remote image. */
const DATA_IMAGE = /^data:image\//;

/** The connector id of a Wallet Standard wallet (the standard gives wallets no other identity than their name). */
export const walletStandardConnectorId = (wallet: Pick<Wallet, 'name'>): string =>
  `wallet-standard:${wallet.name}`;

const noAccountOn = (network: Network): ProviderRpcFailure => ({
  kind: 'ProviderRpcFailure',
  code: 4100,
  message: `The wallet has no account on ${network.name}`,
});

/**
 * A WalletConnector over one Wallet Standard wallet (namespace solana, type ANNOUNCED). Connect asks
 * `standard:connect` and keeps the wallet's accounts on the network's chain (CAIP-10 `solana:<cluster>:<address>`
 * in the core's connection state); reconnect takes the accounts the wallet already shares with the page, or
 * asks a silent connect, and never prompts. `standard:events` changes become accountsChanged, or disconnect
 * when no account is left; disconnect calls `standard:disconnect` when the wallet has it.
 */
export function createWalletStandardConnector(wallet: Wallet): WalletConnector {
  const features = wallet.features as Features;
  const info: ConnectorInfo = {
    id: walletStandardConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    namespace: 'solana',
    ...(DATA_IMAGE.test(wallet.icon) ? { imageUrl: wallet.icon } : {}),
  };
  const hub = createEventHub<WalletEvents>();
  let current: { readonly network: Network; readonly accounts: readonly WalletAccount[] } | undefined;
  let stopWatching: Unsubscribe | undefined;

  const end = () => {
    stopWatching?.();
    stopWatching = undefined;
    current = undefined;
  };
  const watch = () => {
    stopWatching ??= features['standard:events']?.on('change', ({ accounts }) => {
      if (accounts === undefined || current === undefined) return;
      const next = accountsOn(accounts, current.network);
      if (next.length === 0) {
        end();
        hub.emit('disconnect', {});
        return;
      }
      current = { network: current.network, accounts: next };
      hub.emit(
        'accountsChanged',
        next.map((account) => account.address),
      );
    });
  };

  const sessionFor = (network: Network, accounts: readonly WalletAccount[]): WalletSession => {
    current = { network, accounts };
    watch();
    const signer = createWalletStandardSigner({
      wallet,
      accounts: () => current?.accounts ?? [],
      chain: () => walletChainOf(wallet, current?.network ?? network),
    });
    return {
      connector: info,
      accounts: {
        accounts: accounts.map((account) => account.address),
        caipNetworkId: network.caipNetworkId,
      },
      signer,
      request: (args) => requestThroughSigner(signer, args),
    };
  };

  return {
    info,
    async connect({ network }) {
      if (network.chainNamespace !== 'solana') throw noAccountOn(network);
      const connect = features['standard:connect'];
      if (connect === undefined) return unsupported('standard:connect');
      const { accounts } = await askWallet(() => connect.connect());
      const usable = accountsOn(accounts, network);
      if (usable.length === 0) throw noAccountOn(network);
      return sessionFor(network, usable);
    },
    async reconnect({ network }) {
      if (network.chainNamespace !== 'solana') return undefined;
      const shared = accountsOn(wallet.accounts, network);
      if (shared.length > 0) return sessionFor(network, shared);
      const silent = await features['standard:connect']?.connect({ silent: true }).catch(() => undefined);
      const usable = accountsOn(silent?.accounts ?? [], network);
      return usable.length === 0 ? undefined : sessionFor(network, usable);
    },
    async disconnect() {
      end();
      await askWallet(async () => features['standard:disconnect']?.disconnect());
    },
    on: (event, listener) => hub.on(event, listener),
  };
}

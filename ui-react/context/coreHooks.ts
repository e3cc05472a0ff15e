import { createContext, useContext, useEffect } from 'react';
import type { BuiltFeatures, FeatureName, FeatureStores, Latch } from '../../core/kernel/latch/index.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import { type LatchContextValue, useLatchContext } from './LatchContext.js';
import type { WalletCatalogSource } from './sources.js';

// The narrow hooks the views, components, shell and buttons read the core through: each gives one store or
// service of the provider's core, so a view says what it uses and never holds the whole core.

/** A hook giving one part of the provider's core (one small function each: they are in the first chunk). */
const part =
  <K extends keyof Latch>(key: K) =>
  (): Latch[K] =>
    useLatchContext().latch[key];

/**
 * The router the modal's card shows: the core's, except inside a card fading out, which shows a still copy of the
 * route it closed from (ShownRouterContext, given by the shell's Dialog: useShownRouter).
 */
export const ShownRouterContext = createContext<Latch['router'] | undefined>(undefined);

/** The view stack: the current view, its data, navigation (inside a closing card, the route it closes from). */
export const useRouter = (): Latch['router'] => {
  const shown = useContext(ShownRouterContext);
  const { latch } = useLatchContext();
  return shown ?? latch.router;
};
/** The modal: open, close, the rules for closing. */
export const useModal = part('modal');
/** The connection: status, the sessions, the pending attempts. */
export const useConnection = part('connection');
/** The connect flow: choosing and connecting wallets, the WalletConnect pairing, disconnect, network switch. */
export const useConnect = part('connect');
/** The active account: namespace, network, address, balance, identity. */
export const useAccount = part('account');
/** The token balances of the active account. */
export const useBalances = part('balances');
/** The activity of the active account on the active network. */
export const useHistory = part('history');
/** The toast queue. */
export const useToasts = part('toasts');
/** Analytics, which decides whether and what to send. */
export const useAnalytics = part('analytics');
/** Facts about the device (mobile or not). */
export const usePlatform = part('platform');
/** The host's options, validated. */
export const useModalOptions = part('options');
/** The zone names are registered under (`<label>.<zone>`), known before the names flow is loaded. */
export const useNameZone = part('nameZone');
/** The embedded-wallet user (the e-mail of an e-mail login). */
export const useEmbeddedUser = part('embeddedUser');

/** The wallet catalog: the Connect rows, All Wallets, search. */
export const useWallets = (): WalletCatalogSource => useLatchContext().wallets;

/** The views this provider shows (built-in and the host's). */
export const useViewRegistry = (): ViewRegistry => useLatchContext().registry;

/** How the modal is hosted: where it renders, embedded or not, the theme, the views' code. */
export const useHostSettings = (): Pick<
  LatchContextValue,
  'placement' | 'embedded' | 'themeMode' | 'hostStyle' | 'views'
> => useLatchContext();

/**
 * A flow by name (send, swap, onramp, names): its store once built, undefined until then. Asks the core to build it
 * when it is not there yet (a failed fetch leaves it undefined; the next render that needs it asks again). Read
 * it in an observer: the store's arrival re-renders.
 */
export function useFlow<N extends FeatureName>(name: N): FeatureStores[N] | undefined {
  const { latch } = useLatchContext();
  const built: BuiltFeatures = latch;
  const store = built[name];
  useEffect(() => {
    if (store === undefined) latch.loadFeature(name).catch(() => undefined);
  }, [latch, name, store]);
  return store;
}

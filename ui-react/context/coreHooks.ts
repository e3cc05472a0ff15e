import { useEffect } from 'react';
import type { AccountStore } from '../../core/account/index.js';
import type { AnalyticsService } from '../../core/analytics/index.js';
import type { BalancesStore } from '../../core/balances/index.js';
import type { ConnectFlow } from '../../core/connect/index.js';
import type { ConnectionStore } from '../../core/connection/index.js';
import type { BuiltFeatures, FeatureName, FeatureStores } from '../../core/latch/index.js';
import type { ModalStore } from '../../core/modal/index.js';
import type { RouterStore } from '../../core/router/index.js';
import type { ToastStore } from '../../core/toasts/index.js';
import type { HistoryStore } from '../../core/transactions/index.js';
import type { ResolvedModalOptions } from '../../core/validation/index.js';
import type { Platform } from '../../ports/index.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import { type LatchContextValue, useLatchContext } from './LatchContext.js';
import type { WalletCatalogSource } from './sources.js';

// The narrow hooks the views, components, shell and buttons read the core through: each gives one store or
// service of the provider's core, so a view says what it uses and never holds the whole core.

/** The view stack: the current view, its data, navigation. */
export const useRouter = (): RouterStore => useLatchContext().latch.router;

/** The modal: open, close, the rules for closing. */
export const useModal = (): ModalStore => useLatchContext().latch.modal;

/** The connection: status, the sessions, the pending attempts. */
export const useConnection = (): ConnectionStore => useLatchContext().latch.connection;

/** The connect flow: choosing and connecting wallets, the WalletConnect pairing, disconnect, network switch. */
export const useConnect = (): ConnectFlow => useLatchContext().latch.connect;

/** The active account: namespace, network, address, balance, identity. */
export const useAccount = (): AccountStore => useLatchContext().latch.account;

/** The wallet catalog: the Connect rows, All Wallets, search. */
export const useWallets = (): WalletCatalogSource => useLatchContext().wallets;

/** The token balances of the active account. */
export const useBalances = (): BalancesStore => useLatchContext().latch.balances;

/** The toast queue. */
export const useToasts = (): ToastStore => useLatchContext().latch.toasts;

/** Analytics, which decides whether and what to send. */
export const useAnalytics = (): AnalyticsService => useLatchContext().latch.analytics;

/** Facts about the device (mobile or not). */
export const usePlatform = (): Platform => useLatchContext().latch.platform;

/** The host's options, validated. */
export const useModalOptions = (): ResolvedModalOptions => useLatchContext().latch.options;

/** The zone names are registered under (`<label>.<zone>`), known before the names flow is loaded. */
export const useNameZone = (): string => useLatchContext().latch.nameZone;

/** The views this provider shows (built-in and the host's). */
export const useViewRegistry = (): ViewRegistry => useLatchContext().registry;

/** How the modal is hosted: where it renders, embedded or not, the theme. */
export const useHostSettings = (): Pick<
  LatchContextValue,
  'placement' | 'embedded' | 'themeMode' | 'hostStyle' | 'views'
> => {
  const { placement, embedded, themeMode, hostStyle, views } = useLatchContext();
  return { placement, embedded, themeMode, hostStyle, views };
};

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

/** The activity of the active account on the active network. */
export const useHistory = (): HistoryStore => useLatchContext().latch.history;

import type { ComponentType } from 'react';
import type { Latch } from '../../core/latch/index.js';
import type { Route, ViewName } from '../../core/router/index.js';

/** What a view's `load` may ask of the core: the flow it shows, built on first use (send, swap, onramp, names). */
export type ViewCoreLoader = Pick<Latch, 'loadFeature'>;

/**
 * How a view is shown: its component, loaded on demand, and optionally a title computed from its route. A view of
 * a flow loads the flow's store with its code (`withFlow`), so it never renders before the store exists.
 */
export interface ViewDefinition {
  readonly load: (latch: ViewCoreLoader) => Promise<ComponentType>;
  readonly title?: (route: Route) => string;
}

/** A view's code and its flow's store, fetched together: the view once both are there. */
export const withFlow = async (
  view: Promise<ComponentType>,
  flow: Promise<unknown>,
): Promise<ComponentType> => (await Promise.all([view, flow]))[0];

/** Views by name. Later issues add a view by adding an entry here (or hosts/tests through the provider). */
export type ViewRegistry = Readonly<Partial<Record<ViewName, ViewDefinition>>>;

export const DEFAULT_VIEWS: ViewRegistry = Object.freeze({
  Connect: { load: () => import('./Connect/ConnectView.js').then((module) => module.ConnectView) },
  AllWallets: {
    load: () => import('./AllWallets/AllWalletsView.js').then((module) => module.AllWalletsView),
  },
  ConnectingExternal: {
    load: () =>
      import('./ConnectingExternal/ConnectingExternalView.js').then(
        (module) => module.ConnectingExternalView,
      ),
  },
  ConnectingWalletConnect: {
    load: () =>
      import('./ConnectingWalletConnect/ConnectingWalletConnectView.js').then(
        (module) => module.ConnectingWalletConnectView,
      ),
  },
  ConnectingWalletConnectBasic: {
    load: () =>
      import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js').then(
        (module) => module.ConnectingWalletConnectBasicView,
      ),
  },
  Account: { load: () => import('./Account/AccountView.js').then((module) => module.AccountView) },
  Networks: { load: () => import('./Networks/NetworksView.js').then((module) => module.NetworksView) },
  History: { load: () => import('./History/HistoryView.js').then((module) => module.HistoryView) },
  UnsupportedChain: {
    load: () =>
      import('./UnsupportedChain/UnsupportedChainView.js').then((module) => module.UnsupportedChainView),
  },
  Receive: { load: () => import('./Receive/ReceiveView.js').then((module) => module.ReceiveView) },
  RegisterAccountName: {
    load: (latch) =>
      withFlow(
        import('./RegisterAccountName/RegisterAccountNameView.js').then(
          (module) => module.RegisterAccountNameView,
        ),
        latch.loadFeature('names'),
      ),
  },
  RegisterAccountNameSuccess: {
    load: (latch) =>
      withFlow(
        import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js').then(
          (module) => module.RegisterAccountNameSuccessView,
        ),
        latch.loadFeature('names'),
      ),
  },
  Send: {
    load: (latch) =>
      withFlow(
        import('./Send/SendView.js').then((module) => module.SendView),
        latch.loadFeature('send'),
      ),
  },
  Swap: {
    load: (latch) =>
      withFlow(
        import('./Swap/SwapView.js').then((module) => module.SwapView),
        latch.loadFeature('swap'),
      ),
  },
  OnRamp: {
    load: (latch) =>
      withFlow(
        import('./OnRamp/OnRampView.js').then((module) => module.OnRampView),
        latch.loadFeature('onramp'),
      ),
  },
});

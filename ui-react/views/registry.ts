import type { ComponentType } from 'react';
import type { Route, ViewName } from '../../core/router/index.js';

/** How a view is shown: its component, loaded on demand, and optionally a title computed from its route. */
export interface ViewDefinition {
  readonly load: () => Promise<ComponentType>;
  readonly title?: (route: Route) => string;
}

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
    load: () =>
      import('./RegisterAccountName/RegisterAccountNameView.js').then(
        (module) => module.RegisterAccountNameView,
      ),
  },
  RegisterAccountNameSuccess: {
    load: () =>
      import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js').then(
        (module) => module.RegisterAccountNameSuccessView,
      ),
  },
  Send: { load: () => import('./Send/SendView.js').then((module) => module.SendView) },
  Swap: { load: () => import('./Swap/SwapView.js').then((module) => module.SwapView) },
  OnRamp: { load: () => import('./OnRamp/OnRampView.js').then((module) => module.OnRampView) },
});

import { type ViewRegistry, withFlow } from './viewDefinition.js';

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

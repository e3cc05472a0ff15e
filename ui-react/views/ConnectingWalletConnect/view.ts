import { defineView } from '../viewDefinition.js';

/** The ConnectingWalletConnect view: its title and its code, fetched when first shown. */
export const connectingWalletConnectView = defineView({
  name: 'ConnectingWalletConnect',
  title: 'WalletConnect',
  component: () =>
    import('./ConnectingWalletConnectView.js').then((module) => module.ConnectingWalletConnectView),
});

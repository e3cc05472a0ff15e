import { defineView } from '../viewDefinition.js';

/** The ConnectingWalletConnectBasic view: its title and its code, fetched when first shown. */
export const connectingWalletConnectBasicView = defineView({
  name: 'ConnectingWalletConnectBasic',
  title: 'Connect Wallet',
  component: () =>
    import('./ConnectingWalletConnectBasicView.js').then((module) => module.ConnectingWalletConnectBasicView),
});

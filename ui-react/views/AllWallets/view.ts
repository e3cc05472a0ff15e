import { defineView } from '../viewDefinition.js';

/** The AllWallets view: its title and its code, fetched when first shown. */
export const allWalletsView = defineView({
  name: 'AllWallets',
  title: 'All Wallets',
  component: () => import('./AllWalletsView.js').then((module) => module.AllWalletsView),
});

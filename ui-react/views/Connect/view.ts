import { defineView } from '../viewDefinition.js';

/** The Connect view: its title and its code, fetched when first shown. */
export const connectView = defineView({
  name: 'Connect',
  title: 'Connect Wallet',
  component: () => import('./ConnectView.js').then((module) => module.ConnectView),
});

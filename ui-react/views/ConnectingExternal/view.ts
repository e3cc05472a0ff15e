import { defineView } from '../viewDefinition.js';

/**
 * The ConnectingExternal view: its title and its code, fetched when first shown. The title names no state (the
 * view itself says pending, rejected or failed): 'Connecting' stayed in the header after a Reject.
 */
export const connectingExternalView = defineView({
  name: 'ConnectingExternal',
  title: 'Connect Wallet',
  component: () => import('./ConnectingExternalView.js').then((module) => module.ConnectingExternalView),
});

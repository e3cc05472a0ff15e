import { defineView } from '../viewDefinition.js';

/** The ConnectingExternal view: its title and its code, fetched when first shown. */
export const connectingExternalView = defineView({
  name: 'ConnectingExternal',
  title: 'Connecting',
  component: () => import('./ConnectingExternalView.js').then((module) => module.ConnectingExternalView),
});

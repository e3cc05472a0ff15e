import { defineView } from '../viewDefinition.js';

/** The Networks view: its title and its code, fetched when first shown. */
export const networksView = defineView({
  name: 'Networks',
  title: 'Choose Network',
  component: () => import('./NetworksView.js').then((module) => module.NetworksView),
});

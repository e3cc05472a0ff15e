import { defineView } from '../viewDefinition.js';

/** The ConnectingSocial view: its title and its code, with the social login flow, fetched when first shown. */
export const connectingSocialView = defineView({
  name: 'ConnectingSocial',
  title: 'Social Login',
  flow: 'social',
  component: () => import('./ConnectingSocialView.js').then((module) => module.ConnectingSocialView),
});

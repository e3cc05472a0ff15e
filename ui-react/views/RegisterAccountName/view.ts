import { defineView } from '../viewDefinition.js';

/** The RegisterAccountName view: its title and its code, with the names flow, fetched when first shown. */
export const registerAccountNameView = defineView({
  name: 'RegisterAccountName',
  title: 'Choose Name',
  flow: 'names',
  component: () => import('./RegisterAccountNameView.js').then((module) => module.RegisterAccountNameView),
});

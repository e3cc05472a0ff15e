import { defineView } from '../viewDefinition.js';

/** The Account view: its title and its code, fetched when first shown. */
export const accountView = defineView({
  name: 'Account',
  title: 'Account',
  component: () => import('./AccountView.js').then((module) => module.AccountView),
});

import { defineView } from '../viewDefinition.js';

/** The ConnectingSiwe view (legacy `siweConfig`): its title and its code, with the sign-in flow, fetched when first shown. */
export const connectingSiweView = defineView({
  name: 'ConnectingSiwe',
  title: 'Sign In',
  flow: 'siwx',
  component: () => import('./ConnectingSiweView.js').then((module) => module.ConnectingSiweView),
});

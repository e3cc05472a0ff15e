import { defineView } from '../viewDefinition.js';

/** The SIWXSignMessage view: its title and its code, with the sign-in flow, fetched when first shown. */
export const siwxSignMessageView = defineView({
  name: 'SIWXSignMessage',
  title: 'Sign In',
  flow: 'siwx',
  component: () => import('./SIWXSignMessageView.js').then((module) => module.SIWXSignMessageView),
});

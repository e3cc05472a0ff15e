import { defineView } from '../viewDefinition.js';

/** The Send view: its title and its code, with the send flow, fetched when first shown. */
export const sendView = defineView({
  name: 'Send',
  title: 'Send',
  flow: 'send',
  component: () => import('./SendView.js').then((module) => module.SendView),
});

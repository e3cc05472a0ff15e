import { defineView } from '../viewDefinition.js';

/** The Receive view: its title and its code, fetched when first shown. */
export const receiveView = defineView({
  name: 'Receive',
  title: 'Receive',
  component: () => import('./ReceiveView.js').then((module) => module.ReceiveView),
});

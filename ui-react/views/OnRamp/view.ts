import { defineView } from '../viewDefinition.js';

/** The OnRamp view: its title and its code, with the onramp flow, fetched when first shown. */
export const onRampView = defineView({
  name: 'OnRamp',
  title: 'Buy Crypto',
  flow: 'onramp',
  component: () => import('./OnRampView.js').then((module) => module.OnRampView),
});

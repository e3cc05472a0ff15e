import { defineView } from '../viewDefinition.js';

/** The UnsupportedChain view: its title and its code, fetched when first shown. */
export const unsupportedChainView = defineView({
  name: 'UnsupportedChain',
  title: 'Switch Network',
  component: () => import('./UnsupportedChainView.js').then((module) => module.UnsupportedChainView),
});

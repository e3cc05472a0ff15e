import { defineView } from '../viewDefinition.js';

/** The Swap view: its title and its code, with the swap flow, fetched when first shown. */
export const swapView = defineView({
  name: 'Swap',
  title: 'Swap',
  flow: 'swap',
  component: () => import('./SwapView.js').then((module) => module.SwapView),
});

import { defineView } from '../viewDefinition.js';
import { legalCode, showsLegal } from './legalCode.js';

/** The Connect view: its title and its code, fetched when first shown. */
export const connectView = defineView({
  name: 'Connect',
  title: 'Connect Wallet',
  component: () => import('./ConnectView.js').then((module) => module.ConnectView),
  // The terms checkbox and notice, only when the host set them: there at once when the view shows.
  withCode: (latch) => (showsLegal(latch.options) ? legalCode.load() : undefined),
});

import { defineView } from '../viewDefinition.js';

/** The ConnectingFarcaster view: its title and its code, with the Farcaster sign-in flow, fetched when first shown. */
export const connectingFarcasterView = defineView({
  name: 'ConnectingFarcaster',
  title: 'Farcaster',
  flow: 'farcaster',
  component: () => import('./ConnectingFarcasterView.js').then((module) => module.ConnectingFarcasterView),
});

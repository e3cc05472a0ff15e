import { defineView } from '../viewDefinition.js';

/** The "new to wallets" view: its title and its code, fetched when first shown. */
export const whatIsAWalletView = defineView({
  name: 'WhatIsAWallet',
  title: 'What is a wallet?',
  component: () => import('./WhatIsAWalletView.js').then((module) => module.WhatIsAWalletView),
});

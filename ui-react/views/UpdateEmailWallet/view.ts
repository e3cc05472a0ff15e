import { defineView } from '../viewDefinition.js';

/** The UpdateEmailWallet view (Account's "Update e-mail"): its code, with the e-mail change flow, on first show. */
export const updateEmailWalletView = defineView({
  name: 'UpdateEmailWallet',
  title: 'Edit Email',
  flow: 'emailUpdate',
  component: () => import('./UpdateEmailWalletView.js').then((module) => module.UpdateEmailWalletView),
});

import { defineView } from '../viewDefinition.js';

/** The ApproveTransaction view: its title and its code, fetched when first shown. */
export const approveTransactionView = defineView({
  name: 'ApproveTransaction',
  title: 'Approve Transaction',
  component: () => import('./ApproveTransactionView.js').then((module) => module.ApproveTransactionView),
});

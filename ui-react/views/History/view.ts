import { defineView } from '../viewDefinition.js';

/** The History view: its title and its code, fetched when first shown. */
export const historyView = defineView({
  name: 'History',
  title: 'Activity',
  component: () => import('./HistoryView.js').then((module) => module.HistoryView),
});

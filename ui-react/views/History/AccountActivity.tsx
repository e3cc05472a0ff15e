import { ActivityList } from './ActivityList.js';

/** The history list as the Account view's Activity tab shows it: the account view scrolls it. */
export function AccountActivity() {
  return <ActivityList scroll="parent" />;
}

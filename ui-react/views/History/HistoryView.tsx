import { ActivityList } from './ActivityList.js';

/** SPEC §2 History: the connected account's activity on the active network (title 'Activity'). */
export function HistoryView() {
  return (
    <div className="latch-history">
      <ActivityList />
    </div>
  );
}

import { skeletonStyles } from '../../components/skeletonStyles.js';
import { useStyles } from '../styleSheets.js';

const ROWS = [62, 48, 56, 40];

/** Shown while a view's code loads: the shape of a list, announced as busy. */
export function ViewSkeleton() {
  useStyles('skeleton', skeletonStyles);
  return (
    <div className="latch-skeleton-list" aria-busy="true" data-testid="latch-view-skeleton">
      <span className="latch-visually-hidden">Loading…</span>
      {ROWS.map((width) => (
        <div key={width} className="latch-skeleton-row" aria-hidden="true">
          <span className="latch-skeleton latch-skeleton-logo" />
          <span className="latch-skeleton latch-skeleton-text" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useLatchContext } from '../../context/LatchContext.js';
import { UnavailableView } from '../../views/Unavailable/UnavailableView.js';
import { ViewSkeleton } from '../ViewSkeleton/ViewSkeleton.js';

/** The current view (latch.router.view), loaded on demand with a skeleton until its code has arrived. */
export const ViewOutlet = observer(function ViewOutlet() {
  const { latch, views } = useLatchContext();
  const view = latch.router.view;
  const View = views.get(view) ?? UnavailableView;
  return (
    <Suspense key={view} fallback={<ViewSkeleton />}>
      <div className="latch-view" data-view={view}>
        <View />
      </div>
    </Suspense>
  );
});

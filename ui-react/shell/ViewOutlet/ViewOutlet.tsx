import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useHostSettings, useRouter } from '../../context/coreHooks.js';
import { UnavailableView } from '../../views/Unavailable/UnavailableView.js';
import { ViewSkeleton } from '../ViewSkeleton/ViewSkeleton.js';

/**
 * The current view (latch.router.view), loaded on demand with a skeleton until its code has arrived. A view
 * this build does not register shows the placeholder; a view whose code failed to load throws to the nearest
 * error boundary, as React.lazy does.
 */
export const ViewOutlet = observer(function ViewOutlet() {
  const router = useRouter();
  const { views } = useHostSettings();
  const view = router.view;
  // The view the dialog opened on (the outlet mounts with it), until the first navigation: it does not fade in.
  const opening = useRef<string | undefined>(view);
  if (opening.current !== view) opening.current = undefined;
  const read = () => views.state(view);
  const state = useSyncExternalStore(views.subscribe, read, read);
  useEffect(() => {
    if (state.status === 'idle') views.load(view);
  }, [views, view, state.status]);

  if (state.status === 'failed') throw state.error;
  if (state.status === 'idle' || state.status === 'loading') return <ViewSkeleton />;
  const View = state.status === 'loaded' ? state.component : UnavailableView;
  return (
    <Suspense key={view} fallback={<ViewSkeleton />}>
      <div className="latch-view" data-view={view} data-first={opening.current === view ? '' : undefined}>
        <View />
      </div>
    </Suspense>
  );
});

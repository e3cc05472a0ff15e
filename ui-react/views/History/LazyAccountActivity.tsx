import { lazy, Suspense } from 'react';

const Loaded = lazy(() =>
  import('./AccountActivity.js').then((module) => ({ default: module.AccountActivity })),
);

/**
 * The Account view's Activity tab (its AccountActivitySlot), loaded the first time it shows: the history
 * code stays out of the modal's first bundle, and loading it never suspends the Account view itself.
 */
export function LazyAccountActivity() {
  return (
    <Suspense
      fallback={
        <p className="latch-visually-hidden" role="status">
          Loading activity…
        </p>
      }
    >
      <Loaded />
    </Suspense>
  );
}

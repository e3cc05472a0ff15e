import { type RefObject, useEffect, useRef } from 'react';

export interface InfiniteScrollOptions {
  readonly sentinel: RefObject<Element | null>;
  /** The scrolling ancestor the sentinel is watched in. */
  readonly root: RefObject<Element | null>;
  /** Only load while more can be loaded and nothing is loading or failed. */
  readonly enabled: boolean;
  readonly onLoadMore: () => void;
  /** Start loading this far before the end is reached. */
  readonly margin?: string;
}

/** Calls `onLoadMore` when the sentinel at the end of a list scrolls into view (IntersectionObserver). */
export const useInfiniteScroll = ({
  sentinel,
  root,
  enabled,
  onLoadMore,
  margin = '160px',
}: InfiniteScrollOptions) => {
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: root.current, rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, root, enabled, margin]);
};

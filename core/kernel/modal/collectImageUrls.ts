import { safeUrl } from '../../lib/urls/index.js';

/**
 * The images an opening prefetches (SPEC §2): each distinct URL once, in order, only those the URL policy lets
 * an `<img>` load (so a prefetch never fetches what the modal would refuse to show).
 */
export const collectImageUrls = (candidates: readonly (string | undefined)[]): string[] => [
  ...new Set(
    candidates.flatMap((candidate) =>
      candidate === undefined
        ? []
        : safeUrl(candidate, 'image').match(
            (url) => [url],
            () => [],
          ),
    ),
  ),
];

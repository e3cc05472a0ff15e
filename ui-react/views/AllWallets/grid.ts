/** The search input waits this long after the last keystroke before asking the catalog. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Wallet tiles per row. */
export const GRID_COLUMNS = 4;
const SKELETON_FIRST = 16;
const SKELETON_MORE = 8;

/** Placeholder tiles after `shown` wallets: at least a screenful at first, then two rows, ending on a full row. */
export const skeletonCount = (shown: number): number => {
  const wanted = Math.max(SKELETON_MORE, SKELETON_FIRST - Math.max(0, shown));
  return wanted + ((GRID_COLUMNS - ((Math.max(0, shown) + wanted) % GRID_COLUMNS)) % GRID_COLUMNS);
};

/** Stable keys for the placeholder tiles (never more than SKELETON_FIRST + a row). */
export const SKELETON_KEYS: readonly string[] = Array.from(
  { length: SKELETON_FIRST + GRID_COLUMNS },
  (_, position) => `skeleton-${position}`,
);

/** What the live region says when a search has answered. */
export const foundMessage = (count: number): string =>
  count === 0 ? 'No wallet found' : `${count} ${count === 1 ? 'wallet' : 'wallets'} found`;

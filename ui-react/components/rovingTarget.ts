/**
 * Where arrow-key navigation goes in a list (`columns` 1) or a grid of `count` items, from `index`:
 * left/right by one, up/down by a row, Home/End to the ends; undefined for other keys or an empty list.
 * Never leaves the list: moves past an end stop at it.
 */
export const rovingTarget = (
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined => {
  if (count <= 0) return undefined;
  const last = count - 1;
  const from = Math.min(Math.max(index, 0), last);
  const row = Math.max(1, Math.floor(columns));
  const clamp = (target: number) => Math.min(Math.max(target, 0), last);
  switch (key) {
    case 'ArrowDown':
      return clamp(from + row);
    case 'ArrowUp':
      return clamp(from - row);
    case 'ArrowRight':
      return row === 1 ? undefined : clamp(from + 1);
    case 'ArrowLeft':
      return row === 1 ? undefined : clamp(from - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
};

/** Where the arrow keys go in a tab bar of `count` tabs: Left/Right wrap around, Home/End to the ends. */
export const nextTabIndex = (key: string, index: number, count: number): number | undefined => {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
};

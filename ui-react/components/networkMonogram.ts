/**
 * Up to two letters standing for a network without an image: the initials of its first two words ("BNB Smart
 * Chain" → "BS"), or the first letter of a one-word name; '?' for a name without letters or digits.
 */
export const networkMonogram = (name: string): string => {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (first === undefined) return '?';
  const initials = second === undefined ? [...first].slice(0, 1) : [[...first][0], [...second][0]];
  return initials.join('').toUpperCase();
};

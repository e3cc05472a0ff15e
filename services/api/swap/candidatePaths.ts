import type { Hex } from '../../devnet/manifest.js';

const same = (a: Hex, b: Hex) => a.toLowerCase() === b.toLowerCase();

/**
 * The routes worth trying from `from` to `to`, best first: the direct pair, then through WETH, then
 * through each other base token. Endpoints are ERC-20s (native ether already mapped to WETH).
 */
export const candidatePaths = (from: Hex, to: Hex, weth: Hex, bases: readonly Hex[]): Hex[][] => {
  if (same(from, to)) return [];
  const hops = [weth, ...bases.filter((base) => !same(base, weth))].filter(
    (hop) => !same(hop, from) && !same(hop, to),
  );
  return [[from, to], ...hops.map((hop) => [from, hop, to])];
};

/** The distinct pairs (sorted address couples) the paths need, as `a:b` keys. */
export const pairKey = (a: Hex, b: Hex): string => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort();
  return `${x}:${y}`;
};

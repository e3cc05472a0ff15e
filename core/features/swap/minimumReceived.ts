import { BPS_SCALE, SWAP_SLIPPAGE_BPS } from './constants.js';

/**
 * The least the swap may give: floor(out × (1 − slippage)), slippage in basis points (default SPEC §9 1 % =
 * 100 bps). Exact bigint math; never more than `out`, never negative.
 */
export function minimumReceived(out: bigint, slippageBps: bigint = SWAP_SLIPPAGE_BPS): bigint {
  if (out <= 0n) return 0n;
  const kept = slippageBps <= 0n ? BPS_SCALE : slippageBps >= BPS_SCALE ? 0n : BPS_SCALE - slippageBps;
  return (out * kept) / BPS_SCALE;
}

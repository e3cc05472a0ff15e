import type { Decimal } from '../../lib/format/index.js';
import { BPS_SCALE } from './constants.js';

/** One side of a swap valued in a currency: `units` of a token with `decimals`, at `price` per whole token. */
export interface ValuedAmount {
  readonly units: bigint;
  readonly decimals: number;
  readonly price: Decimal;
}

/**
 * The price impact in basis points: how much less the output is worth than the input,
 * ceil((valueIn − valueOut) / valueIn × 10000), rounded up so the impact is never understated, and bounded
 * to 0…10000 (an output worth more than the input has no impact). Undefined when the input is worth nothing
 * or a price is negative: the impact is then unknown, not zero. Exact: values are compared as fractions.
 */
export function priceImpactBps(input: ValuedAmount, output: ValuedAmount): bigint | undefined {
  if (input.price.units < 0n || output.price.units < 0n || input.units < 0n || output.units < 0n) {
    return undefined;
  }
  const inExponent = input.decimals + input.price.scale;
  const outExponent = output.decimals + output.price.scale;
  const common = Math.max(inExponent, outExponent);
  const valueIn = input.units * input.price.units * 10n ** BigInt(common - inExponent);
  const valueOut = output.units * output.price.units * 10n ** BigInt(common - outExponent);
  if (valueIn === 0n) return undefined;
  if (valueOut >= valueIn) return 0n;
  const lost = (valueIn - valueOut) * BPS_SCALE;
  const bps = (lost + valueIn - 1n) / valueIn;
  return bps > BPS_SCALE ? BPS_SCALE : bps;
}

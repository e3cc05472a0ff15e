import { err, ok, type Result } from 'neverthrow';

const SLIPPAGE = /^(\d{1,2})(?:\.(\d{1,2}))?$/;
/** Tolerances above this are refused (a typo, not a trade). */
export const MAX_SLIPPAGE_BPS = 5000n;

/**
 * A slippage tolerance in percent (`"1"`, `"0.5"`, `"2.25"`) as basis points, exactly (no floats):
 * at most two decimals, more than 0 and at most 50 %.
 */
export const parseSlippage = (percent: string): Result<bigint, 'InvalidSlippage'> => {
  const match = SLIPPAGE.exec(percent);
  if (match === null) return err('InvalidSlippage');
  const bps = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return bps > 0n && bps <= MAX_SLIPPAGE_BPS ? ok(bps) : err('InvalidSlippage');
};

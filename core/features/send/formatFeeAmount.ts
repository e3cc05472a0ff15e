import { formatUnits } from 'viem';

/** Fees are shown with at most this many decimals. */
export const FEE_DISPLAY_DECIMALS = 6;

/**
 * A fee in smallest units for display: rounded UP to 6 decimals (a fee is never under-stated), trailing zeros
 * dropped; a positive fee below 0.000001 is '<0.000001'; zero is '0'. Decimals must be a non-negative integer.
 */
export function formatFeeAmount(units: bigint, decimals: number): string {
  if (units <= 0n) return '0';
  if (decimals <= FEE_DISPLAY_DECIMALS) return formatUnits(units, decimals);
  const step = 10n ** BigInt(decimals - FEE_DISPLAY_DECIMALS);
  if (units < step) return `<${formatUnits(1n, FEE_DISPLAY_DECIMALS)}`;
  const steps = (units + step - 1n) / step;
  return formatUnits(steps, FEE_DISPLAY_DECIMALS);
}

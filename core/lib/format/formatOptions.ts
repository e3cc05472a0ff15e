/** Options shared by the display formatters. */
export interface FormatOptions {
  /** Group the whole part by thousands with ',' (default false). */
  readonly thousands?: boolean;
}

/** Every displayed balance and quantity has 3 decimals (SPEC §5). */
export const DISPLAY_DECIMALS = 3;

/**
 * What a balance or quantity above zero but below 0.001 shows (it would floor to 0.000, which SPEC §5 keeps for
 * zero itself): a dust balance of ETH worth $0.06 reads '<0.001 ETH', never '0.000 ETH'.
 */
export const DUST_TEXT = '<0.001';

/** Options shared by the display formatters. */
export interface FormatOptions {
  /** Group the whole part by thousands with ',' (default false). */
  readonly thousands?: boolean;
}

/** Every displayed balance and quantity has 3 decimals (SPEC §5). */
export const DISPLAY_DECIMALS = 3;

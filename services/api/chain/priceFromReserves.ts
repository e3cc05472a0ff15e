/** Digits after the point kept in prices (truncated). */
export const PRICE_DECIMALS = 18;

/**
 * The price of one whole token in quote units from a pool's reserves, as an exact decimal string
 * truncated to 18 digits after the point: `(quoteReserve / 10^quoteDecimals) / (tokenReserve /
 * 10^tokenDecimals)`. Undefined when the pool holds none of either (no price).
 */
export const priceFromReserves = (input: {
  readonly tokenReserve: bigint;
  readonly tokenDecimals: number;
  readonly quoteReserve: bigint;
  readonly quoteDecimals: number;
}): string | undefined => {
  if (input.tokenReserve <= 0n || input.quoteReserve <= 0n) return undefined;
  const scaled =
    (input.quoteReserve * 10n ** BigInt(input.tokenDecimals + PRICE_DECIMALS)) /
    (input.tokenReserve * 10n ** BigInt(input.quoteDecimals));
  return toDecimalString(scaled, PRICE_DECIMALS);
};

/** `units / 10^scale` without trailing zeros: 1500000n, 6 → '1.5'. */
export const toDecimalString = (units: bigint, scale: number): string => {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
};

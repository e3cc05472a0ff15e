import { err, ok, type Result } from 'neverthrow';
import type { TokenBalance } from '../../../ports/index.js';
import { type LatchError, latchError, sendError } from '../../lib/errors/index.js';
import { MAX_TOKEN_DECIMALS, parseDecimal } from '../../lib/format/index.js';

/** A token's balance in its smallest unit, with the decimals it was read with. */
export interface TokenUnits {
  readonly units: bigint;
  readonly decimals: number;
}

export type TokenUnitsError = LatchError<'SEND_TOKEN_REQUIRED'> | LatchError<'TOKEN_BALANCE_UNAVAILABLE'>;

const DIGITS = /^\d+$/;

/**
 * A balance row's quantity (`quantity.numeric`, a decimal string) as an exact bigint of smallest units
 * (`quantity.decimals`). Digits beyond the token's decimals are dropped (floored), never rounded up, so
 * "Max" can never exceed what is held. Bad decimals: SEND_TOKEN_REQUIRED (not a usable token); a bad or
 * negative quantity: TOKEN_BALANCE_UNAVAILABLE.
 */
export function tokenBalanceUnits(
  token: Pick<TokenBalance, 'quantity'>,
): Result<TokenUnits, TokenUnitsError> {
  const { decimals: rawDecimals, numeric } = token.quantity;
  const decimals = DIGITS.test(rawDecimals) ? Number(rawDecimals) : Number.NaN;
  if (!Number.isInteger(decimals) || decimals > MAX_TOKEN_DECIMALS) {
    return err(sendError('SEND_TOKEN_REQUIRED', { details: `bad decimals ${JSON.stringify(rawDecimals)}` }));
  }
  const parsed = parseDecimal(numeric);
  if (parsed.isErr() || parsed.value.units < 0n) {
    return err(
      latchError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `bad quantity ${JSON.stringify(numeric)}`,
        ...(parsed.isErr() ? { cause: parsed.error } : {}),
      }),
    );
  }
  const { units, scale } = parsed.value;
  const scaled =
    scale <= decimals ? units * 10n ** BigInt(decimals - scale) : units / 10n ** BigInt(scale - decimals);
  return ok({ units: scaled, decimals });
}

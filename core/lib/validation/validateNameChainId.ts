import { err, ok, type Result } from 'neverthrow';
import { type LatchError, nameError } from '../errors/index.js';

/** ENSIP-11: chain ids at or above 2^31 cannot be mapped to a coin type (SPEC §5). */
export const NAME_CHAIN_ID_LIMIT = 0x80000000;

const DECIMAL = /^[0-9]+$/;

/**
 * SPEC §5: the chain id used for name registration must be a positive integer below 0x80000000.
 * Accepts a number or a decimal string (Network ids may be either) and returns the number.
 */
export const validateNameChainId = (
  chainId: number | string,
): Result<number, LatchError<'NAME_CHAIN_ID_INVALID'>> => {
  const value = typeof chainId === 'number' ? chainId : DECIMAL.test(chainId) ? Number(chainId) : Number.NaN;
  if (Number.isSafeInteger(value) && value > 0 && value < NAME_CHAIN_ID_LIMIT) return ok(value);
  return err(nameError('NAME_CHAIN_ID_INVALID', { params: { chainId: String(chainId) } }));
};

import { err, ok, type Result } from 'neverthrow';
import type { SiwxMessageData } from '../../../ports/index.js';
import { type LatchError, siwxError } from '../errors/index.js';
import { parseRfc3339 } from './parseRfc3339.js';
import { siwxInvalid } from './validateSiwxMessageData.js';

export type SiwxTimeError =
  | LatchError<'SIWX_MESSAGE_EXPIRED'>
  | LatchError<'SIWX_MESSAGE_NOT_YET_VALID'>
  | LatchError<'SIWX_MESSAGE_INVALID'>;

export interface SiwxTimeOptions {
  /** The verifier's time, Unix milliseconds. */
  readonly now: number;
  /** How far the signer's clock may be off, in milliseconds (both ways). */
  readonly skewMs: number;
}

/**
 * Whether a message is valid at `now`: issued no later than `now + skew`, not before its `Not Before`
 * (less the skew) and not at or after its `Expiration Time` (plus the skew). Times it cannot read are
 * SIWX_MESSAGE_INVALID.
 */
export const checkSiwxTimes = (
  data: Pick<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>,
  { now, skewMs }: SiwxTimeOptions,
): Result<true, SiwxTimeError> => {
  const issuedAt = parseRfc3339(data.issuedAt);
  const expires = data.expirationTime === undefined ? undefined : parseRfc3339(data.expirationTime);
  const notBefore = data.notBefore === undefined ? undefined : parseRfc3339(data.notBefore);
  if (issuedAt === undefined) return err(siwxInvalid('issuedAt', 'must be an RFC 3339 date-time'));
  if (data.expirationTime !== undefined && expires === undefined) {
    return err(siwxInvalid('expirationTime', 'must be an RFC 3339 date-time'));
  }
  if (data.notBefore !== undefined && notBefore === undefined) {
    return err(siwxInvalid('notBefore', 'must be an RFC 3339 date-time'));
  }
  if (expires !== undefined && now >= expires + skewMs) {
    return err(siwxError('SIWX_MESSAGE_EXPIRED', { details: `expired at ${data.expirationTime}` }));
  }
  if (issuedAt > now + skewMs) {
    return err(siwxError('SIWX_MESSAGE_NOT_YET_VALID', { details: `issued at ${data.issuedAt}` }));
  }
  if (notBefore !== undefined && notBefore > now + skewMs) {
    return err(siwxError('SIWX_MESSAGE_NOT_YET_VALID', { details: `not before ${data.notBefore}` }));
  }
  return ok(true);
};

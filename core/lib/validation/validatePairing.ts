import { err, ok, type Result } from 'neverthrow';
import { type LatchError, validationError } from '../errors/index.js';
import { isPairingExpired } from './isPairingExpired.js';

/** What the connection state knows of a WalletConnect pairing (wcUri, wcPairingExpiry). */
export interface PairingInput {
  readonly uri?: string | undefined;
  readonly expiryMs?: number | undefined;
}

export interface ValidPairing {
  readonly uri: string;
  readonly expiryMs: number;
  /** Milliseconds until expiry, at least PAIRING_EXPIRY_MARGIN_MS. */
  readonly remainingMs: number;
}

/** A pairing is usable when it has a non-empty uri and is not expired at `nowMs` (SPEC §5). */
export const validatePairing = (
  pairing: PairingInput | undefined,
  nowMs: number,
): Result<ValidPairing, LatchError<'PAIRING_EXPIRED'>> => {
  const uri = pairing?.uri ?? '';
  const expiryMs = pairing?.expiryMs;
  if (uri.length === 0) return err(validationError('PAIRING_EXPIRED', { details: 'no pairing uri' }));
  if (expiryMs === undefined || isPairingExpired(expiryMs, nowMs)) {
    return err(validationError('PAIRING_EXPIRED', { details: `expiry ${String(expiryMs)}, now ${nowMs}` }));
  }
  return ok({ uri, expiryMs, remainingMs: expiryMs - nowMs });
};

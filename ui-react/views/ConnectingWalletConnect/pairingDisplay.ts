import type { ConnectionStore } from '../../../core/connection/index.js';
import { isPairingExpired } from '../../../core/validation/index.js';

/** The pairing facts of the connection store (SPEC §3 wcUri, wcPairingExpiry, wcError, buffering). */
export type PairingFacts = Pick<
  ConnectionStore,
  'wcUri' | 'wcPairingExpiry' | 'wcError' | 'buffering' | 'pendingConnects'
>;

/** What the QR code area shows: a skeleton until a uri arrives, the code, or why it cannot be used. */
export type PairingDisplay = 'loading' | 'ready' | 'expired' | 'error';

/** A failed attempt wins; then no uri yet; then SPEC §5 expiry (missing or under 10 s left). */
export const pairingDisplay = (facts: PairingFacts, now: number): PairingDisplay => {
  if (facts.wcError) return 'error';
  if (facts.wcUri === undefined) return 'loading';
  return isPairingExpired(facts.wcPairingExpiry, now) ? 'expired' : 'ready';
};

/**
 * Whether showing the QR code needs a new pairing: not while a WalletConnect attempt waits for its uri or
 * holds one that is still usable (coming back to the view reuses it, as AppKit does).
 */
export const needsNewPairing = (facts: PairingFacts, now: number): boolean => {
  if (facts.buffering) return false;
  const live = facts.pendingConnects > 0 && pairingDisplay(facts, now) === 'ready';
  return !live;
};

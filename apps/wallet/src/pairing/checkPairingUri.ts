import { err, ok, type Result } from 'neverthrow';

/** Why a pasted text is not a WalletConnect v2 pairing URI; `message` is shown under the field. */
export class PairingUriError extends Error {
  override readonly name = 'PairingUriError';
}

const PATTERN = /^wc:([0-9a-f]{64})@2\?(.+)$/i;

/**
 * Checks a `wc:<topic>@2?relay-protocol=irn&symKey=<64 hex>&expiryTimestamp=<s>` URI before pairing, so the
 * user gets a plain message instead of the SDK's. `nowMs` decides expiry.
 */
export function checkPairingUri(text: string, nowMs: number): Result<string, PairingUriError> {
  const uri = text.trim();
  if (uri === '') return err(new PairingUriError('Paste a WalletConnect URI (it starts with wc:).'));
  const match = PATTERN.exec(uri);
  if (match === null || match[2] === undefined) {
    return err(new PairingUriError('This is not a WalletConnect v2 URI (wc:…@2?…).'));
  }
  const params = new URLSearchParams(match[2]);
  if (!/^[0-9a-f]{64}$/i.test(params.get('symKey') ?? '')) {
    return err(new PairingUriError('The URI has no valid symKey.'));
  }
  const expiry = Number(params.get('expiryTimestamp') ?? Number.NaN);
  if (Number.isFinite(expiry) && expiry * 1000 <= nowMs) {
    return err(new PairingUriError('This URI has expired: ask the app for a new one.'));
  }
  return ok(uri);
}

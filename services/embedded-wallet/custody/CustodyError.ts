export type CustodyFailure = 'KEK_UNKNOWN' | 'KEK_MISMATCH' | 'KEY_CORRUPT';

/**
 * A wallet key that cannot be opened. Its message names the wallet and the KEK id, never key material;
 * the routes answer 500 (the operator's configuration is at fault, not the caller).
 */
export class CustodyError extends Error {
  override readonly name = 'CustodyError';
  readonly code: CustodyFailure;

  constructor(code: CustodyFailure, message: string) {
    super(message);
    this.code = code;
  }
}

export const kekUnknown = (address: string, kekId: string) =>
  new CustodyError(
    'KEK_UNKNOWN',
    `The key of wallet ${address} is wrapped by KEK "${kekId}", which WALLET_KEK does not hold`,
  );

export const kekMismatch = (address: string, kekId: string) =>
  new CustodyError(
    'KEK_MISMATCH',
    `The key of wallet ${address} does not unwrap with the configured KEK "${kekId}": wrong key-encryption key`,
  );

export const keyCorrupt = (address: string) =>
  new CustodyError('KEY_CORRUPT', `The sealed key of wallet ${address} is damaged`);

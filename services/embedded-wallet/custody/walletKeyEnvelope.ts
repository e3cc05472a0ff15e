import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { type Hex, isHex } from 'viem';
import { openBytes, sealBytes } from './aesGcm.js';
import { type CustodyError, kekMismatch, kekUnknown, keyCorrupt } from './CustodyError.js';
import type { KeyRing } from './KeyRing.js';

/** A wallet's private key at rest: sealed by its own data key, the data key wrapped by a KEK. */
export interface SealedWalletKey {
  readonly kekId: string;
  readonly wrappedDataKey: Uint8Array;
  readonly sealedPrivateKey: Uint8Array;
}

// The AADs bind each sealed value to its wallet (and the wrap to its KEK id): rows cannot be swapped.
const wrapAad = (address: string, kekId: string) =>
  `latch/wallet-data-key/v1/${address.toLowerCase()}/${kekId}`;
const keyAad = (address: string) => `latch/wallet-private-key/v1/${address.toLowerCase()}`;

const wrap = (ring: KeyRing, address: string, dataKey: Uint8Array) => ({
  kekId: ring.current.id,
  wrappedDataKey: sealBytes(ring.current.key, dataKey, wrapAad(address, ring.current.id)),
});

const unwrap = (ring: KeyRing, address: string, sealed: SealedWalletKey): Result<Buffer, CustodyError> => {
  const kek = ring.byId(sealed.kekId);
  if (kek === undefined) return err(kekUnknown(address, sealed.kekId));
  const dataKey = openBytes(kek.key, sealed.wrappedDataKey, wrapAad(address, kek.id));
  return dataKey === undefined ? err(kekMismatch(address, kek.id)) : ok(dataKey);
};

/** Seals a new wallet's key under a fresh random data key, wrapped by the current KEK. */
export const sealWalletKey = (ring: KeyRing, address: string, privateKey: Hex): SealedWalletKey => {
  const dataKey = randomBytes(32);
  const secret = Buffer.from(privateKey.slice(2), 'hex');
  try {
    return {
      ...wrap(ring, address, dataKey),
      sealedPrivateKey: sealBytes(dataKey, secret, keyAad(address)),
    };
  } finally {
    dataKey.fill(0);
    secret.fill(0);
  }
};

/** The wallet's private key, for one signature; an Err names what is wrong with the configuration or row. */
export const openWalletKey = (
  ring: KeyRing,
  address: string,
  sealed: SealedWalletKey,
): Result<Hex, CustodyError> =>
  unwrap(ring, address, sealed).andThen((dataKey) => {
    const secret = openBytes(dataKey, sealed.sealedPrivateKey, keyAad(address));
    dataKey.fill(0);
    if (secret === undefined || secret.length !== 32) return err(keyCorrupt(address));
    const hex = `0x${secret.toString('hex')}`;
    secret.fill(0);
    return isHex(hex) ? ok(hex) : err(keyCorrupt(address));
  });

/** The same data key wrapped by the current KEK (rotation); the sealed private key is unchanged. */
export const rewrapWalletKey = (
  ring: KeyRing,
  address: string,
  sealed: SealedWalletKey,
): Result<SealedWalletKey, CustodyError> =>
  unwrap(ring, address, sealed).map((dataKey) => {
    const rewrapped = { ...wrap(ring, address, dataKey), sealedPrivateKey: sealed.sealedPrivateKey };
    dataKey.fill(0);
    return rewrapped;
  });

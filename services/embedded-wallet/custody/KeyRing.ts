import { hkdfSync } from 'node:crypto';

/** A key-encryption key: 32 bytes and the id stored beside every data key it wraps. */
export interface Kek {
  readonly id: string;
  readonly key: Uint8Array;
}

/** The configured KEKs: `current` wraps new data keys; the others only unwrap until rotation re-wraps. */
export interface KeyRing {
  readonly current: Kek;
  byId(id: string): Kek | undefined;
  /** A key for one purpose (HMAC of codes, sealing of pending mail), derived from the current KEK. */
  derive(purpose: string): Buffer;
}

export const KEK_ID_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;
export const KEK_BYTES = 32;

export const createKeyRing = (keks: readonly Kek[]): KeyRing => {
  const [current] = keks;
  if (current === undefined) throw new Error('WALLET_KEK holds no key');
  const byId = new Map<string, Kek>();
  for (const kek of keks) {
    if (!KEK_ID_PATTERN.test(kek.id)) throw new Error(`WALLET_KEK: invalid key id "${kek.id.slice(0, 40)}"`);
    if (kek.key.length !== KEK_BYTES) throw new Error(`WALLET_KEK: key ${kek.id} must be ${KEK_BYTES} bytes`);
    if (byId.has(kek.id)) throw new Error(`WALLET_KEK: key id ${kek.id} appears twice`);
    byId.set(kek.id, kek);
  }
  return {
    current,
    byId: (id) => byId.get(id),
    derive: (purpose) =>
      Buffer.from(hkdfSync('sha256', current.key, Buffer.alloc(0), `latch/embedded-wallet/${purpose}`, 32)),
  };
};

/**
 * `WALLET_KEK`: `id:base64key[,id:base64key…]` — the first key is the current one, the others are older
 * keys kept until `rewrapWalletKeys` has moved every wallet to the current one. Throws naming the
 * variable, never echoing key material.
 */
export const parseKeyRing = (text: string): KeyRing => {
  const keks = text.split(',').map((entry, index) => {
    const separator = entry.indexOf(':');
    if (separator < 1) throw new Error(`WALLET_KEK entry ${index + 1} must be id:base64key`);
    const id = entry.slice(0, separator).trim();
    const encoded = entry.slice(separator + 1).trim();
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) {
      throw new Error(`WALLET_KEK: key ${id.slice(0, 32)} is not base64`);
    }
    return { id, key: new Uint8Array(Buffer.from(encoded, 'base64')) };
  });
  return createKeyRing(keks);
};

/** The `WALLET_KEK` text of a ring (for the generated development key file). */
export const formatKek = (kek: Kek): string => `${kek.id}:${Buffer.from(kek.key).toString('base64')}`;

import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createKeyRing } from './KeyRing.js';
import { openWalletKey, rewrapWalletKey, sealWalletKey } from './walletKeyEnvelope.js';

const kek = (id: string) => ({ id, key: randomBytes(32) });

describe('wallet keys under envelope encryption', () => {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  const k1 = kek('k1');
  const ring = createKeyRing([k1]);

  it('opens what it sealed, and the sealed bytes do not hold the key', () => {
    const sealed = sealWalletKey(ring, address, privateKey);
    expect(sealed.kekId).toBe('k1');
    expect(openWalletKey(ring, address, sealed)._unsafeUnwrap()).toBe(privateKey);
    const raw = Buffer.from(privateKey.slice(2), 'hex');
    for (const bytes of [sealed.wrappedDataKey, sealed.sealedPrivateKey]) {
      expect(Buffer.from(bytes).includes(raw)).toBe(false);
      expect(Buffer.from(bytes).toString('latin1')).not.toContain(privateKey.slice(2));
    }
  });

  it('gives each wallet its own data key (sealing twice differs)', () => {
    const a = sealWalletKey(ring, address, privateKey);
    const b = sealWalletKey(ring, address, privateKey);
    expect(Buffer.from(a.wrappedDataKey).equals(Buffer.from(b.wrappedDataKey))).toBe(false);
  });

  it('fails clearly with a wrong KEK, an unknown KEK id, another wallet or damaged bytes', () => {
    const sealed = sealWalletKey(ring, address, privateKey);
    expect(openWalletKey(createKeyRing([kek('k1')]), address, sealed)._unsafeUnwrapErr()).toMatchObject({
      code: 'KEK_MISMATCH',
      message: `The key of wallet ${address} does not unwrap with the configured KEK "k1": wrong key-encryption key`,
    });
    expect(openWalletKey(createKeyRing([kek('k2')]), address, sealed)._unsafeUnwrapErr()).toMatchObject({
      code: 'KEK_UNKNOWN',
      message: `The key of wallet ${address} is wrapped by KEK "k1", which WALLET_KEK does not hold`,
    });
    const other = privateKeyToAccount(generatePrivateKey()).address;
    expect(openWalletKey(ring, other, sealed)._unsafeUnwrapErr().code).toBe('KEK_MISMATCH');
    const damaged = Buffer.from(sealed.sealedPrivateKey);
    damaged[damaged.length - 1] = (damaged[damaged.length - 1] ?? 0) ^ 1;
    expect(
      openWalletKey(ring, address, { ...sealed, sealedPrivateKey: damaged })._unsafeUnwrapErr().code,
    ).toBe('KEY_CORRUPT');
  });

  it('re-wraps the data key under the current KEK on rotation, leaving the sealed key as it was', () => {
    const sealed = sealWalletKey(ring, address, privateKey);
    const k2 = kek('k2');
    const rewrapped = rewrapWalletKey(createKeyRing([k2, k1]), address, sealed)._unsafeUnwrap();
    expect(rewrapped.kekId).toBe('k2');
    expect(rewrapped.sealedPrivateKey).toBe(sealed.sealedPrivateKey);
    expect(openWalletKey(createKeyRing([k2]), address, rewrapped)._unsafeUnwrap()).toBe(privateKey);
    expect(openWalletKey(createKeyRing([k1]), address, rewrapped).isErr()).toBe(true);
  });
});

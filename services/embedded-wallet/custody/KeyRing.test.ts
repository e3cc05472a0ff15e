import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatKek, parseKeyRing } from './KeyRing.js';

describe('WALLET_KEK', () => {
  const key = randomBytes(32);
  const text = formatKek({ id: 'prod-2026', key });

  it('takes the first key as current and keeps the others for unwrapping', () => {
    const older = formatKek({ id: 'prod-2025', key: randomBytes(32) });
    const ring = parseKeyRing(`${text},${older}`);
    expect(ring.current.id).toBe('prod-2026');
    expect(Buffer.from(ring.current.key).equals(key)).toBe(true);
    expect(ring.byId('prod-2025')?.id).toBe('prod-2025');
    expect(ring.byId('nope')).toBeUndefined();
  });

  it('derives distinct per-purpose keys from the current KEK', () => {
    const ring = parseKeyRing(text);
    expect(ring.derive('a').equals(ring.derive('a'))).toBe(true);
    expect(ring.derive('a').equals(ring.derive('b'))).toBe(false);
    expect(ring.derive('a').equals(Buffer.from(key))).toBe(false);
  });

  it.each([
    ['', 'WALLET_KEK entry 1 must be id:base64key'],
    ['nokey', 'WALLET_KEK entry 1 must be id:base64key'],
    [`bad id:${key.toString('base64')}`, 'WALLET_KEK: invalid key id "bad id"'],
    ['short:AAAA', 'WALLET_KEK: key short must be 32 bytes'],
    ['x:not base64!', 'WALLET_KEK: key x is not base64'],
    [`${text},${text}`, 'WALLET_KEK: key id prod-2026 appears twice'],
  ])('refuses %j, naming the problem and never the key', (input, message) => {
    expect(() => parseKeyRing(input)).toThrow(message);
  });
});

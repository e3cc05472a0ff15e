import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testkits/index.js';
import { type CheckoutOrder, createCheckoutSigner } from './checkoutToken.js';

const ORDER: CheckoutOrder = {
  address: '0x000000000000000000000000000000000000bEEF',
  network: 'devnet-31337',
  assets: ['USDC'],
  amount: '50',
  currency: 'USD',
  method: 'card',
  partnerUserId: 'user-1',
  projectId: 'latch-local',
  redirectUrl: 'http://localhost:5173/',
};
const SECRET = 'a server secret of at least 32 characters';

describe('createCheckoutSigner', () => {
  it('verifies what it issued until the expiry, not a millisecond later', () => {
    const clock = new ManualClock(1_750_000_000_000);
    const signer = createCheckoutSigner({ secret: SECRET, clock, ttlMs: 60_000 });
    const { claims, token } = signer.issue(ORDER);
    expect(claims).toEqual({
      ...ORDER,
      id: expect.stringMatching(/^[\w-]{22}$/),
      expiresAt: 1_750_000_060_000,
    });
    clock.advance(60_000);
    expect(signer.verify(token)._unsafeUnwrap()).toEqual(claims);
    clock.advance(1);
    expect(signer.verify(token)._unsafeUnwrapErr()).toEqual({
      kind: 'invalid',
      field: 'checkout',
      description: 'This checkout has expired',
    });
  });

  it('issues a fresh id every time', () => {
    const signer = createCheckoutSigner({ secret: SECRET });
    const ids = new Set([1, 2, 3, 4].map(() => signer.issue(ORDER).claims.id));
    expect(ids.size).toBe(4);
  });

  it('refuses tokens of another secret, changed claims, changed MACs and junk', () => {
    const signer = createCheckoutSigner({ secret: SECRET });
    const other = createCheckoutSigner({ secret: `${SECRET}!` });
    const { token } = signer.issue(ORDER);
    const [version, payload, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forge = (changes: object) =>
      `${version}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${mac}`;
    const refused = [
      other.issue(ORDER).token,
      forge({ amount: '25000' }),
      forge({ address: '0x000000000000000000000000000000000000dEaD' }),
      forge({ expiresAt: Number.MAX_SAFE_INTEGER }),
      `${version}.${payload}.${mac?.slice(0, -2)}`,
      `v2.${payload}.${mac}`,
      `${token}.x`,
      'v1.e30.',
      'x'.repeat(5000),
      '',
      undefined,
    ];
    for (const candidate of refused) {
      expect(signer.verify(candidate)._unsafeUnwrapErr()).toMatchObject({
        field: 'checkout',
        description: 'Invalid checkout',
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPublisherQuotas } from './publisherQuotas.js';

const limits = { clientMessages: 2, clientBytes: 100, addressMessages: 3, addressBytes: 150 };
const alice = { clientId: 'alice', addressKey: '10.0.0.1' };
const aliceAgain = { clientId: 'alice-2', addressKey: '10.0.0.1' };
const bob = { clientId: 'bob', addressKey: '10.0.0.2' };

describe('createPublisherQuotas', () => {
  it('refuses a client past its messages or bytes, and an address past its own, whatever the client id', () => {
    const quotas = createPublisherQuotas(limits);
    expect(quotas.take(alice, 10, 1_000, 0)).toBeUndefined();
    expect(quotas.take(alice, 10, 1_000, 0)).toBeUndefined();
    expect(quotas.take(alice, 10, 1_000, 0)).toBe('client');
    expect(quotas.take(aliceAgain, 101, 1_000, 0)).toBe('client');
    expect(quotas.take(aliceAgain, 60, 1_000, 0)).toBeUndefined();
    // the address holds 3 messages, 80 bytes: full in messages for any client id there
    expect(quotas.take({ clientId: 'alice-3', addressKey: '10.0.0.1' }, 1, 1_000, 0)).toBe('address');
    expect(createPublisherQuotas({ ...limits, addressMessages: 10 }).take(alice, 151, 1_000, 0)).toBe(
      'client',
    );
    expect(quotas.take(bob, 100, 1_000, 0)).toBeUndefined();
  });

  it('counts a message until it expires, and gives back one that was not stored', () => {
    const quotas = createPublisherQuotas(limits);
    expect(quotas.take(alice, 100, 1_000, 0)).toBeUndefined();
    expect(quotas.take(alice, 1, 2_000, 0)).toBe('client');
    expect(quotas.take(alice, 1, 2_000, 1_000)).toBeUndefined();
    quotas.giveBack(alice, 1, 2_000);
    expect(quotas.take(alice, 100, 2_000, 1_000)).toBeUndefined();
    quotas.sweep(5_000);
    expect(quotas.take(alice, 100, 6_000, 5_000)).toBeUndefined();
  });
});

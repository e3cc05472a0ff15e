import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesWalletQuery } from './matchesWalletQuery.js';

const METAMASK = { name: 'MetaMask', id: 'io.metamask', rdns: 'io.metamask' };
const SANDBOX = { name: 'Latch Sandbox Wallet', id: 'dev.latch.sandbox', rdns: 'dev.latch.sandbox' };

describe('matchesWalletQuery', () => {
  it('finds a wallet across spaces, case and its id or rdns', () => {
    for (const query of ['meta mask', 'METAMASK', 'io.metamask', ' mask ', 'iometa']) {
      expect(matchesWalletQuery(query, METAMASK), query).toBe(true);
    }
    for (const query of ['latch', 'sandbox wallet', 'dev.latch', 'latchsandbox']) {
      expect(matchesWalletQuery(query, SANDBOX), query).toBe(true);
    }
    expect(matchesWalletQuery('rainbow', METAMASK)).toBe(false);
    expect(matchesWalletQuery('  ', METAMASK)).toBe(false);
    expect(matchesWalletQuery('mask', { name: null, id: 'x', rdns: null })).toBe(false);
  });

  it('finds every wallet by its own name however it is spaced or cased', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => /[^\s._-]/u.test(name)),
        (name) => {
          const spaced = name.split('').join(' ').toUpperCase();
          expect(matchesWalletQuery(spaced.toLowerCase(), { name, id: 'x', rdns: null })).toBe(true);
        },
      ),
    );
  });
});

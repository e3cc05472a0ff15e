import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fungibleTransferArb,
  nftTransferArb,
  spamTransactionArb,
  spamTransferArb,
  transactionArb,
} from '../../../testkits/arbitraries/transactions.js';
import { isSpamTransaction } from './isSpamTransaction.js';

describe('isSpamTransaction', () => {
  it('is true for spam-only transactions', () => {
    fc.assert(
      fc.property(spamTransactionArb, (tx) => {
        expect(isSpamTransaction(tx)).toBe(true);
      }),
    );
  });

  it('is false without transfers', () => {
    fc.assert(
      fc.property(transactionArb({ transfers: fc.constant([]) }), (tx) => {
        expect(isSpamTransaction(tx)).toBe(false);
      }),
    );
  });

  it('is false as soon as one transfer is fungible or a clean NFT', () => {
    const clean = fc.oneof(fungibleTransferArb, nftTransferArb(fc.constant(false)));
    const mixed = fc
      .tuple(fc.array(spamTransferArb, { maxLength: 3 }), clean, fc.nat())
      .map(([spam, one, at]) => [
        ...spam.slice(0, at % (spam.length + 1)),
        one,
        ...spam.slice(at % (spam.length + 1)),
      ]);
    fc.assert(
      fc.property(transactionArb({ transfers: mixed }), (tx) => {
        expect(isSpamTransaction(tx)).toBe(false);
      }),
    );
  });
});

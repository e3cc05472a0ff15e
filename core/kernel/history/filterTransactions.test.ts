import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caipNetworkIdArb,
  EVM_MAINNET,
  EVM_POLYGON,
  transactionArb,
  transactionsArb,
} from '../../../testkits/arbitraries/transactions.js';
import { filterTransactions } from './filterTransactions.js';
import { isSpamTransaction } from './isSpamTransaction.js';

describe('filterTransactions (SPEC §5 displayed transactions)', () => {
  it('never keeps a spam-only or foreign-chain transaction, and keeps every other one in order', () => {
    fc.assert(
      fc.property(transactionsArb(), caipNetworkIdArb, (txs, active) => {
        const kept = filterTransactions(txs, active);
        for (const tx of kept) {
          expect(tx.metadata.chain).toBe(active);
          expect(isSpamTransaction(tx)).toBe(false);
        }
        const expected = txs.filter((tx) => tx.metadata.chain === active && !isSpamTransaction(tx));
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('pins an example', () => {
    const [a, b, c] = fc.sample(transactionArb({ chain: fc.constant(EVM_MAINNET) }), { numRuns: 3, seed: 7 });
    const spam = fc.sample(transactionArb({ chain: fc.constant(EVM_MAINNET) }), { numRuns: 1, seed: 1 })[0];
    if (!a || !b || !c || !spam) throw new Error('sample');
    const spamOnly = {
      ...spam,
      id: 'spam',
      transfers: [
        { nft_info: { flags: { is_spam: true } }, direction: 'in' as const, quantity: { numeric: '1' } },
      ],
    };
    const foreign = { ...b, id: 'foreign', metadata: { ...b.metadata, chain: EVM_POLYGON } };
    const clean = { ...c, id: 'clean', transfers: [] };
    expect(filterTransactions([spamOnly, foreign, clean], EVM_MAINNET).map((tx) => tx.id)).toEqual(['clean']);
  });
});

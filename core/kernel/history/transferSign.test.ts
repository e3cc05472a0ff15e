import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationTypeArb, transactionArb, transferArb } from '../../../testkits/arbitraries/transactions.js';
import { operationSign } from './operationSign.js';
import { transferSign } from './transferSign.js';

describe('transferSign', () => {
  it('follows the direction for trade, send and execute', () => {
    const directional = fc.constantFrom('trade', 'send', 'execute');
    fc.assert(
      fc.property(transactionArb({ operationType: directional }), transferArb, (tx, transfer) => {
        const expected = { in: 1, out: -1, self: 0 }[transfer.direction];
        expect(transferSign(tx, transfer)).toBe(expected);
      }),
    );
  });

  it('follows the operation type otherwise, whatever the direction', () => {
    const other = operationTypeArb.filter((type) => !['trade', 'send', 'execute'].includes(type));
    fc.assert(
      fc.property(transactionArb({ operationType: other }), transferArb, (tx, transfer) => {
        expect(transferSign(tx, transfer)).toBe(operationSign(tx.metadata.operationType));
      }),
    );
  });

  it('pins examples', () => {
    const [tx] = fc.sample(transactionArb(), { numRuns: 1, seed: 3 });
    if (!tx) throw new Error('sample');
    const withType = (operationType: string) => ({ ...tx, metadata: { ...tx.metadata, operationType } });
    const out = { direction: 'out' as const, quantity: { numeric: '1' } };
    expect(transferSign(withType('send'), out)).toBe(-1);
    expect(transferSign(withType('trade'), { ...out, direction: 'in' })).toBe(1);
    expect(transferSign(withType('receive'), out)).toBe(1);
    expect(transferSign(withType('burn'), { ...out, direction: 'in' })).toBe(-1);
  });
});

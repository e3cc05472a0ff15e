import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solanaAddress } from '../../../testkits/arbitraries/identifiers.js';
import { validateSolanaRpcParams } from './validateSolanaRpcParams.js';
import { SOLANA_PREFLIGHT_COMMITMENTS } from './validateSolanaSendOptions.js';

const nonString = () => fc.anything().filter((value) => typeof value !== 'string');
const field = (method: string, params: unknown) =>
  validateSolanaRpcParams(method, params)._unsafeUnwrapErr().params.field;

describe('validateSolanaRpcParams', () => {
  it('signMessage needs string message and pubkey; extra keys are dropped', () => {
    fc.assert(
      fc.property(fc.string(), solanaAddress(), fc.anything(), (message, pubkey, extra) => {
        const result = validateSolanaRpcParams('solana_signMessage', { message, pubkey, extra });
        expect(result._unsafeUnwrap()).toEqual({ method: 'solana_signMessage', params: { message, pubkey } });
      }),
    );
    fc.assert(
      fc.property(nonString(), (bad) => {
        expect(field('solana_signMessage', { message: bad, pubkey: 'k' })).toBe('params.message');
        expect(field('solana_signMessage', { message: 'm', pubkey: bad })).toBe('params.pubkey');
      }),
    );
  });

  it('signTransaction needs a string transaction', () => {
    fc.assert(
      fc.property(fc.base64String(), nonString(), (transaction, bad) => {
        expect(validateSolanaRpcParams('solana_signTransaction', { transaction })._unsafeUnwrap()).toEqual({
          method: 'solana_signTransaction',
          params: { transaction },
        });
        expect(field('solana_signTransaction', { transaction: bad })).toBe('params.transaction');
      }),
    );
  });

  it('signAllTransactions needs a list of strings and names the first bad item', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (transactions) => {
        expect(
          validateSolanaRpcParams('solana_signAllTransactions', { transactions })._unsafeUnwrap(),
        ).toEqual({
          method: 'solana_signAllTransactions',
          params: { transactions },
        });
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string()), nonString(), fc.nat(), (list, bad, at) => {
        const index = at % (list.length + 1);
        const transactions = [...list.slice(0, index), bad, ...list.slice(index)];
        expect(field('solana_signAllTransactions', { transactions })).toBe(`params.transactions[${index}]`);
      }),
    );
    expect(field('solana_signAllTransactions', { transactions: 'tx' })).toBe('params.transactions');
  });

  it('signAndSendTransaction needs a transaction and checks its options', () => {
    const ok = validateSolanaRpcParams('solana_signAndSendTransaction', {
      transaction: 'AQID',
      options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 0 },
    });
    expect(ok._unsafeUnwrap()).toEqual({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: 'AQID',
        options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 0 },
      },
    });
    expect(
      validateSolanaRpcParams('solana_signAndSendTransaction', { transaction: 'AQID' })._unsafeUnwrap(),
    ).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction: 'AQID', options: {} },
    });
    fc.assert(
      fc.property(
        fc.string().filter((value) => !(SOLANA_PREFLIGHT_COMMITMENTS as readonly string[]).includes(value)),
        (commitment) => {
          const params = { transaction: 'AQID', options: { preflightCommitment: commitment } };
          expect(field('solana_signAndSendTransaction', params)).toBe('params.options.preflightCommitment');
        },
      ),
    );
    expect(field('solana_signAndSendTransaction', { options: {} })).toBe('params.transaction');
    expect(field('solana_signAndSendTransaction', { transaction: 'x', options: { foo: 1 } })).toBe(
      'params.options.foo',
    );
  });

  it('rejects non-object params and other methods', () => {
    for (const params of [undefined, null, ['m', 'k'], 'x']) {
      expect(field('solana_signMessage', params)).toBe('params');
    }
    expect(field('eth_sendTransaction', {})).toBe('method');
    expect(validateSolanaRpcParams('solana_signMessage', {})._unsafeUnwrapErr().message).toBe(
      'Invalid Solana request parameters: params.message',
    );
  });
});

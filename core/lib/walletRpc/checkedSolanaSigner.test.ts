import { describe, expect, it } from 'vitest';
import type { SolanaSigner } from '../../../ports/index.js';
import { checkedSolanaSigner } from './checkedSolanaSigner.js';

const PUBKEY = '11111111111111111111111111111111';

/** A signer that records what reached it. */
const recordingSigner = (withSignAll = true) => {
  const calls: unknown[] = [];
  const signer: SolanaSigner = {
    namespace: 'solana',
    signMessage: async (args) => {
      calls.push(['signMessage', args]);
      return 'signature';
    },
    signTransaction: async (args) => {
      calls.push(['signTransaction', args]);
      return 'signed';
    },
    signAndSendTransaction: async (args) => {
      calls.push(['signAndSendTransaction', args]);
      return 'sent';
    },
    ...(withSignAll
      ? {
          signAllTransactions: async (args: { transactions: readonly string[] }) => {
            calls.push(['signAllTransactions', args]);
            return args.transactions;
          },
        }
      : {}),
  };
  return { signer, calls };
};

const fieldOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; params?: { field?: string } }) => `${error.code} ${error.params?.field}`,
  );

describe('checkedSolanaSigner (SPEC §5 Solana inputs)', () => {
  it('passes checked inputs on with only their known fields', async () => {
    const { signer, calls } = recordingSigner();
    const checked = checkedSolanaSigner(signer);
    const extra = { message: 'hello', pubkey: PUBKEY, extra: 1 } as unknown as {
      message: string;
      pubkey: string;
    };
    await expect(checked.signMessage(extra)).resolves.toBe('signature');
    await expect(checked.signTransaction({ transaction: 'AQ==' })).resolves.toBe('signed');
    await expect(
      checked.signAndSendTransaction({
        transaction: 'AQ==',
        options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 2, minContextSlot: 5 },
      }),
    ).resolves.toBe('sent');
    await expect(checked.signAndSendTransaction({ transaction: 'Ag==' })).resolves.toBe('sent');
    await expect(checked.signAllTransactions?.({ transactions: ['AQ==', 'Ag=='] })).resolves.toEqual([
      'AQ==',
      'Ag==',
    ]);
    expect(calls).toEqual([
      ['signMessage', { message: 'hello', pubkey: PUBKEY }],
      ['signTransaction', { transaction: 'AQ==' }],
      [
        'signAndSendTransaction',
        {
          transaction: 'AQ==',
          options: {
            skipPreflight: true,
            preflightCommitment: 'confirmed',
            maxRetries: 2,
            minContextSlot: 5,
          },
        },
      ],
      ['signAndSendTransaction', { transaction: 'Ag==' }],
      ['signAllTransactions', { transactions: ['AQ==', 'Ag=='] }],
    ]);
  });

  it('refuses bad inputs naming the field, and never asks the wallet', async () => {
    const { signer, calls } = recordingSigner();
    const checked = checkedSolanaSigner(signer);
    const loose = checked as unknown as Record<string, (args: unknown) => Promise<unknown>>;
    const sign = (method: string, args: unknown) => fieldOf(loose[method]?.(args) ?? Promise.resolve());

    expect(await sign('signMessage', { message: 1, pubkey: PUBKEY })).toBe(
      'SOLANA_PARAMS_INVALID params.message',
    );
    expect(await sign('signMessage', { message: 'hi' })).toBe('SOLANA_PARAMS_INVALID params.pubkey');
    expect(await sign('signTransaction', {})).toBe('SOLANA_PARAMS_INVALID params.transaction');
    expect(await sign('signTransaction', 'AQ==')).toBe('SOLANA_PARAMS_INVALID params');
    expect(await sign('signAndSendTransaction', { transaction: 'AQ==', options: { commitment: 'x' } })).toBe(
      'SOLANA_PARAMS_INVALID params.options.commitment',
    );
    expect(
      await sign('signAndSendTransaction', { transaction: 'AQ==', options: { preflightCommitment: 'fast' } }),
    ).toBe('SOLANA_PARAMS_INVALID params.options.preflightCommitment');
    expect(await sign('signAndSendTransaction', { transaction: 'AQ==', options: { maxRetries: -1 } })).toBe(
      'SOLANA_PARAMS_INVALID params.options.maxRetries',
    );
    expect(await sign('signAllTransactions', { transactions: ['AQ==', 2] })).toBe(
      'SOLANA_PARAMS_INVALID params.transactions[1]',
    );
    expect(calls).toEqual([]);
  });

  it('offers sign-all only when the wallet does', () => {
    expect(checkedSolanaSigner(recordingSigner(false).signer).signAllTransactions).toBeUndefined();
  });
});

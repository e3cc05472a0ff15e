import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCatalogueText } from '../../../../testkits/arbitraries/amounts.js';
import { solanaError } from '../../../lib/errors/index.js';
import { mapSolanaSendFailure } from './mapSolanaSendFailure.js';

/** What @solana/web3.js throws when the node refuses a transaction at preflight (SendTransactionError). */
const sendTransactionError = (message: string, logs: string[] = []) =>
  Object.assign(new Error(`Simulation failed. \nMessage: ${message}. \nLogs: \n${JSON.stringify(logs)}.`), {
    transactionMessage: message,
    transactionError: { message, logs },
  });

/** What a node answers (JSON-RPC -32002, the TransactionError in data.err). */
const nodeError = (message: string, err: unknown) => ({ code: -32002, message, data: { err, logs: [] } });

describe('mapSolanaSendFailure', () => {
  it.each([
    [
      nodeError('Transaction simulation failed: InsufficientFundsForFee', 'InsufficientFundsForFee'),
      'INSUFFICIENT_BALANCE_FOR_FEE',
      'Insufficient SOL balance to pay the network fee',
    ],
    [
      sendTransactionError('Transaction simulation failed: Insufficient funds for fee'),
      'INSUFFICIENT_BALANCE_FOR_FEE',
      'Insufficient SOL balance to pay the network fee',
    ],
    [
      nodeError('Transaction results in an account (1) with insufficient funds for rent', {
        InsufficientFundsForRent: { account_index: 1 },
      }),
      'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT',
      undefined,
    ],
    [
      nodeError('Transaction simulation failed: {"InsufficientFundsForRent":{"account_index":1}}', {
        InsufficientFundsForRent: { account_index: 1 },
      }),
      'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT',
      undefined,
    ],
    [
      nodeError('Transaction simulation failed: BlockhashNotFound', 'BlockhashNotFound'),
      'SOLANA_BLOCKHASH_EXPIRED',
      undefined,
    ],
    [
      sendTransactionError('Transaction simulation failed: Blockhash not found'),
      'SOLANA_BLOCKHASH_EXPIRED',
      undefined,
    ],
    [
      new Error('Signature 5VER…QUW has expired: block height exceeded.'),
      'SOLANA_BLOCKHASH_EXPIRED',
      undefined,
    ],
    [
      nodeError(
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
        'AccountNotFound',
      ),
      'INSUFFICIENT_BALANCE_FOR_FEE',
      'Insufficient SOL balance to pay the network fee',
    ],
    [
      nodeError('Transaction simulation failed: AccountNotFound', 'AccountNotFound'),
      'INSUFFICIENT_BALANCE_FOR_FEE',
      'Insufficient SOL balance to pay the network fee',
    ],
    [
      nodeError('Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1', {
        InstructionError: [1, { Custom: 1 }],
      }),
      'SOLANA_SIMULATION_FAILED',
      undefined,
    ],
    [
      sendTransactionError(
        'Transaction simulation failed: Error processing Instruction 0: invalid account data for instruction',
        ['Program log: Error: InvalidAccountData'],
      ),
      'SOLANA_SIMULATION_FAILED',
      undefined,
    ],
    [{ code: 4001, message: 'User rejected the request.' }, 'USER_REJECTED', 'User rejected the request.'],
    [new Error('The user rejected the request'), 'USER_REJECTED', 'User rejected the request.'],
    [{ code: -32603, message: 'Unexpected error' }, 'INTERNAL_RPC_ERROR', 'An internal error was received.'],
    [
      new Error('Something odd: 0xdeadbeef at node 7'),
      'SOLANA_SEND_FAILED',
      'The transaction could not be sent',
    ],
    [{ code: -32099, message: 'node says: raw text' }, 'SOLANA_SEND_FAILED', undefined],
    [{ code: 3, message: 'execution reverted: raw reason' }, 'SOLANA_SEND_FAILED', undefined],
  ])('maps %o to %s', (failure, code, text) => {
    const mapped = mapSolanaSendFailure(failure);
    expect(mapped.code).toBe(code);
    if (text !== undefined) expect(mapped.message).toBe(text);
    expect(isCatalogueText(mapped.message)).toBe(true);
  });

  it("keeps the node's report in details, not in the message", () => {
    const mapped = mapSolanaSendFailure(
      nodeError('Transaction simulation failed: BlockhashNotFound', 'BlockhashNotFound'),
    );
    expect(mapped.message).toBe('The transaction expired. Try again');
    expect(mapped.details).toContain('BlockhashNotFound');
  });

  it('keeps its own errors and the port failures as they are', () => {
    const own = solanaError('SOLANA_BLOCKHASH_EXPIRED');
    expect(mapSolanaSendFailure(own)).toBe(own);
    const unsupported = { kind: 'UnsupportedFailure', capability: 'solana:signAndSendTransaction' };
    expect(mapSolanaSendFailure(unsupported)).toMatchObject({
      code: 'UNSUPPORTED_CAPABILITY',
      params: { capability: 'solana:signAndSendTransaction' },
    });
    expect(mapSolanaSendFailure({ kind: 'NetworkFailure', message: 'down', url: 'http://x' }).code).toBe(
      'RPC_NETWORK_ERROR',
    );
  });

  it('never lets a raw report reach the message, whatever its shape (property)', () => {
    const raw = fc.string({ minLength: 1, maxLength: 80 }).map((text) => `RAW<${text}>`);
    const shape = fc.oneof(
      raw.map((message) => new Error(message)),
      raw.map((message) => sendTransactionError(message, [message])),
      fc.tuple(fc.integer({ min: -33_000, max: 6_000 }), raw).map(([code, message]) => ({ code, message })),
      fc.tuple(raw, fc.jsonValue()).map(([message, err]) => nodeError(message, err)),
      raw,
      fc.anything(),
    );
    fc.assert(
      fc.property(shape, (failure) => {
        const mapped = mapSolanaSendFailure(failure);
        expect(isCatalogueText(mapped.message)).toBe(true);
        expect(mapped.message).not.toContain('RAW<');
      }),
      { numRuns: 300 },
    );
  });
});

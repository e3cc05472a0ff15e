import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonRpcErrorArb, rpcErrorCodeArb, rpcMessageArb } from '../../../testkits/arbitraries/rpc.js';
import { mapProviderFailure, PROVIDER_FAILURE_CODES } from '../rpc/index.js';
import { CATALOGUE, UI_TEXT } from './catalogue.js';
import { COMMON_TEXTS, latchError, rpcError, sendError } from './index.js';
import { LatchError } from './LatchError.js';
import { userMessage } from './userMessage.js';

/** What a person may read: a catalogue text with nothing filled in from outside, or a UI text. */
const USER_TEXTS: ReadonlySet<string> = new Set([
  ...Object.values(CATALOGUE).filter((text) => !text.includes('{')),
  ...Object.values(UI_TEXT),
]);

const VIEM_NAMES = [
  'UserRejectedRequestError',
  'SwitchChainError',
  'InternalRpcError',
  'ChainDisconnectedError',
  'ProviderDisconnectedError',
  'UnauthorizedProviderError',
  'UnsupportedProviderMethodError',
  'TransactionExecutionError',
  'WalletSignTransactionError',
  'WalletSendTransactionError',
  'WalletSignMessageError',
  'Error',
];

/** Anything a wallet, its SDK or viem may throw: codes, names, messages, nesting, port failures, junk. */
const walletFailureArb = (): fc.Arbitrary<unknown> => {
  const leaf = fc.oneof(
    fc.anything({ withNullPrototype: true }),
    jsonRpcErrorArb(),
    fc.string(),
    fc
      .record(
        { name: fc.constantFrom(...VIEM_NAMES), message: rpcMessageArb(), code: rpcErrorCodeArb() },
        { requiredKeys: ['message'] },
      )
      .map(({ name, message, code }) =>
        Object.assign(new Error(message), { name }, code === undefined ? {} : { code }),
      ),
    fc.record({
      kind: fc.constantFrom('HttpFailure', 'NetworkFailure', 'ProviderRpcFailure', 'UnsupportedFailure'),
      code: rpcErrorCodeArb(),
      status: fc.integer({ min: 100, max: 599 }),
      url: fc.string(),
      message: rpcMessageArb(),
      description: fc.string(),
      capability: fc.string(),
    }),
  );
  return fc.oneof(
    leaf,
    fc.tuple(fc.string(), leaf).map(([message, cause]) => new Error(message, { cause })),
    fc.tuple(rpcMessageArb(), leaf).map(([message, originalError]) => ({
      code: -32603,
      message,
      data: { originalError },
    })),
  );
};

describe('userMessage', () => {
  it('says a wallet failure of any shape in a text of the catalogue, never in the wallet’s words', () => {
    fc.assert(
      fc.property(walletFailureArb(), (failure) => {
        const text = userMessage(mapProviderFailure(failure));
        expect(USER_TEXTS).toContain(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives every code a wallet failure maps to a text of its own', () => {
    for (const code of PROVIDER_FAILURE_CODES) {
      expect(USER_TEXTS, code).toContain(userMessage(new LatchError(code, CATALOGUE)));
    }
  });

  it('says the refusals the modal meets in the person’s words', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    expect(userMessage(mapProviderFailure(rejected))).toBe('You declined the request in your wallet');
    // A Wallet Standard (Solana) wallet's refusal has no code; viem's class may have lost its code.
    expect(userMessage(mapProviderFailure(new Error('User rejected the request')))).toBe(
      'You declined the request in your wallet',
    );
    expect(
      userMessage(mapProviderFailure(Object.assign(new Error('nope'), { name: 'UserRejectedRequestError' }))),
    ).toBe('You declined the request in your wallet');
    expect(
      userMessage(mapProviderFailure({ code: -32603, message: 'An internal error was received.' })),
    ).toBe('Your wallet could not complete the request. Try again');
    expect(userMessage(mapProviderFailure({ code: 4902, message: 'Unrecognized chain ID "0x89".' }))).toBe(
      'Your wallet could not switch to this network',
    );
    expect(userMessage(mapProviderFailure({ code: 4100, message: 'x' }))).toBe(
      'Your wallet has not allowed this request. Reconnect it and try again',
    );
    expect(userMessage(mapProviderFailure({ code: 4200, message: 'x' }))).toBe(
      'Your wallet does not support this request',
    );
    expect(userMessage(mapProviderFailure({ code: 4900, message: 'x' }))).toBe(
      'Your wallet is disconnected. Reconnect it and try again',
    );
    expect(userMessage(mapProviderFailure({ code: 4901, message: 'x' }))).toBe(
      'Your wallet is not connected to this network',
    );
  });

  it('keeps the message of any other catalogue error, and of SPEC texts', () => {
    expect(userMessage(sendError('RECEIVER_NAME_NOT_FOUND', { params: { name: 'bob.eth' } }))).toBe(
      'No address found for bob.eth',
    );
    expect(userMessage(latchError('DISCONNECT_FAILED'))).toBe(COMMON_TEXTS.DISCONNECT_FAILED);
    expect(userMessage(rpcError('INSUFFICIENT_FUNDS'))).toBe(CATALOGUE.INSUFFICIENT_FUNDS);
    expect(userMessage(new Error('raw'))).toBe('Your wallet could not complete the request. Try again');
    expect(userMessage(undefined)).toBe('Your wallet could not complete the request. Try again');
  });
});

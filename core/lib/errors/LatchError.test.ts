import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_PARTS, type ErrorCode, UI_TEXT } from './catalogue.js';
import {
  amountError,
  COMMON_TEXTS,
  emailError,
  embeddedError,
  farcasterError,
  flowError,
  latchError,
  nameError,
  onrampError,
  RPC_TEXTS,
  rpcError,
  sendError,
  siwxError,
  socialError,
  solanaError,
  swapError,
  validationError,
} from './index.js';
import { formatMessage, isLatchError, LatchError } from './LatchError.js';

/** Each part's maker (the SPEC-only part has none: nothing throws its texts). */
const MAKERS: Record<Exclude<keyof typeof CATALOGUE_PARTS, 'spec'>, (code: never) => LatchError> = {
  common: latchError,
  validation: validationError,
  rpc: rpcError,
  email: emailError,
  social: socialError,
  farcaster: farcasterError,
  embedded: embeddedError,
  flow: flowError,
  amounts: amountError,
  send: sendError,
  solana: solanaError,
  swap: swapError,
  onramp: onrampError,
  siwx: siwxError,
  names: nameError,
};

describe('error catalogue', () => {
  it('pins the exact texts of SPEC §5 and §8', () => {
    expect(CATALOGUE.ADDRESS_INVALID).toBe('Address is invalid');
    expect(CATALOGUE.SEND_AMOUNT_AND_RECEIVER_REQUIRED).toBe('An amount and receiver address are required');
    expect(CATALOGUE.SEND_TOKEN_REQUIRED).toBe('A token is required');
    expect(CATALOGUE.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable');
    expect(CATALOGUE.GAS_PRICE_NETWORK_UNSUPPORTED).toBe('Network not supported for Gas Price');
    expect(CATALOGUE.SWAP_NETWORK_UNSUPPORTED).toBe('Network not supported for Swaps');
    expect(CATALOGUE.DISCONNECT_FAILED).toBe('Failed to disconnect');
    expect(CATALOGUE.TRANSACTIONS_FETCH_FAILED).toBe('Failed to fetch transactions');
    expect(CATALOGUE.SIGNATURE_DECLINED).toBe('Signature declined');
    expect(CATALOGUE.SMART_ACCOUNT_UNSUPPORTED).toBe('This application might not support Smart Accounts');
    expect(CATALOGUE.AUTH_INIT_FAILED).toBe('A problem occurred while trying initialize authentication');
    expect(CATALOGUE.INVALID_APP_CONFIGURATION).toBe('Invalid App Configuration');
    expect(CATALOGUE.REQUEST_ABORTED).toBe('Request was aborted');
    expect(CATALOGUE.FRAME_NOT_SET).toBe('W3mFrame: iframe is not set');
    expect(CATALOGUE.UNKNOWN_ERROR).toBe('An error occurred');
    expect(CATALOGUE.RPC_METHOD_NOT_ALLOWED).toBe('Requested RPC call is not allowed');
    expect(UI_TEXT.RPC_METHOD_NOT_ALLOWED).toBe('Action not allowed');
    expect(CATALOGUE.INSUFFICIENT_FUNDS).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
    expect(emailError('EMAIL_THROTTLED', { params: { seconds: 7 } }).message).toBe(
      'Please try again after 7 seconds',
    );
  });

  it('has unique codes and non-empty messages', () => {
    const codes = Object.keys(CATALOGUE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(CATALOGUE[code as ErrorCode].length).toBeGreaterThan(0);
  });

  it('is its parts: each code in exactly one part, with the same text', () => {
    const seen = new Map<string, string>();
    for (const [part, texts] of Object.entries(CATALOGUE_PARTS)) {
      for (const [code, text] of Object.entries(texts)) {
        expect(seen.get(code), `${code} is in ${seen.get(code)} and ${part}`).toBeUndefined();
        seen.set(code, part);
        expect(CATALOGUE[code as ErrorCode]).toBe(text);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it("makes each part's errors with that part's texts", () => {
    for (const [part, make] of Object.entries(MAKERS)) {
      const texts: Readonly<Record<string, string>> = CATALOGUE_PARTS[part as keyof typeof MAKERS];
      for (const [code, text] of Object.entries(texts)) {
        const error = make(code as never);
        expect(error.code).toBe(code);
        expect(error.message).toBe(text);
      }
    }
  });

  it('refuses, when type-checked, a code of another part (its text would not come with it)', () => {
    const misuse = () => [
      // @ts-expect-error OTP_WRONG is in the e-mail part: latchError (the shared part) does not take it.
      latchError('OTP_WRONG'),
      // @ts-expect-error URL_UNSAFE is in the shared part, not the e-mail part.
      emailError('URL_UNSAFE'),
    ];
    expect(misuse).toBeTypeOf('function');
  });
});

describe('formatMessage', () => {
  it('fills every placeholder that has a param and keeps the others', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.oneof(fc.string(), fc.integer()), (name, value) => {
        expect(formatMessage(`a {${name}} b`, { [name]: value })).toBe(`a ${String(value)} b`);
        expect(formatMessage(`a {${name}} b`, {})).toBe(`a {${name}} b`);
      }),
    );
  });
});

describe('LatchError', () => {
  it('carries code, params, details, data and cause', () => {
    const cause = new Error('root');
    const error = rpcError('RPC_HTTP_ERROR', {
      params: { status: 503 },
      details: 'body',
      data: { status: 503 },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('LatchError');
    expect(error.code).toBe('RPC_HTTP_ERROR');
    expect(error.message).toBe('HTTP request failed. Status: 503');
    expect(error.details).toBe('body');
    expect(error.data).toEqual({ status: 503 });
    expect(error.cause).toBe(cause);
    expect(isLatchError(error)).toBe(true);
    expect(isLatchError(error, 'RPC_HTTP_ERROR')).toBe(true);
    expect(isLatchError(error, 'RPC_TIMEOUT')).toBe(false);
    expect(isLatchError(cause)).toBe(false);
  });

  it('walks the cause chain', () => {
    const inner = { code: 4001 };
    const middle = new Error('middle', { cause: inner });
    const error = new LatchError('USER_REJECTED', RPC_TEXTS, { cause: middle });
    expect(error.walk((e) => e === inner)).toBe(inner);
    expect(error.walk((e) => e === 'missing')).toBeUndefined();
    expect(new LatchError('URL_UNSAFE', COMMON_TEXTS).params).toEqual({});
  });
});

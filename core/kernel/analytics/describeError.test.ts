import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thrownValueArb } from '../../../testkits/arbitraries/analytics.js';
import { httpFailure } from '../../../testkits/RecordingAnalyticsSink.js';
import { latchError } from '../../lib/errors/index.js';
import { describeError } from './describeError.js';

describe('describeError', () => {
  it('uses the catalogue code of a LatchError', () => {
    const error = latchError('TRANSACTIONS_FETCH_FAILED');
    expect(describeError(error)).toEqual({
      errorType: 'TRANSACTIONS_FETCH_FAILED',
      errorMessage: 'Failed to fetch transactions',
      stackTrace: error.stack,
    });
  });

  it('uses the class name and stack of an Error', () => {
    const error = new TypeError('x is undefined');
    expect(describeError(error)).toEqual({
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
      stackTrace: error.stack,
    });
    const stackless = new RangeError('too far');
    delete stackless.stack;
    expect(describeError(stackless).stackTrace).toBe('');
  });

  it('describes every port failure by its kind', () => {
    expect(describeError(httpFailure(429))).toEqual({
      errorType: 'HttpFailure',
      errorMessage: 'HTTP 429',
      stackTrace: '',
    });
    expect(describeError({ ...httpFailure(400), description: 'bad chain' }).errorMessage).toBe(
      'HTTP 400: bad chain',
    );
    expect(describeError({ kind: 'NetworkFailure', url: 'u', message: 'offline' })).toEqual({
      errorType: 'NetworkFailure',
      errorMessage: 'offline',
      stackTrace: '',
    });
    expect(describeError({ kind: 'ProviderRpcFailure', code: 4001, message: 'rejected' }).errorMessage).toBe(
      '4001: rejected',
    );
    expect(describeError({ kind: 'UnsupportedFailure', capability: 'sendCalls' }).errorMessage).toBe(
      'unsupported capability sendCalls',
    );
  });

  it('describes strings, error-like objects and junk', () => {
    expect(describeError('boom')).toEqual({
      errorType: 'UnknownError',
      errorMessage: 'boom',
      stackTrace: '',
    });
    expect(describeError({ name: 'AbortError', message: 'aborted' }).errorType).toBe('AbortError');
    expect(describeError({ message: 'plain' })).toEqual({
      errorType: 'UnknownError',
      errorMessage: 'plain',
      stackTrace: '',
    });
    expect(describeError({ kind: 'Other', code: 1 }).errorMessage).toBe('{"kind":"Other","code":1}');
    expect(describeError(undefined).errorMessage).toBe('undefined');
    expect(describeError(12n).errorMessage).toBe('12');
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic).errorMessage).toBe('[object Object]');
  });

  it('never throws and always yields strings, whatever was thrown', () => {
    fc.assert(
      fc.property(thrownValueArb(), (thrown) => {
        const { errorType, errorMessage, stackTrace } = describeError(thrown);
        expect([typeof errorType, typeof errorMessage, typeof stackTrace]).toEqual([
          'string',
          'string',
          'string',
        ]);
        expect(errorType.length).toBeGreaterThan(0);
      }),
    );
  });
});

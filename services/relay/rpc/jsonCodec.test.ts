import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './jsonCodec.js';

describe('jsonCodec', () => {
  it('keeps ids beyond 2^53 exact through a round trip', () => {
    const text = '{"id":1749812345678901234,"jsonrpc":"2.0","method":"irn_publish","params":{"ttl":300}}';
    const parsed = parseJson(text);
    expect(parsed).toEqual({
      id: 1749812345678901234n,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { ttl: 300 },
    });
    expect(stringifyJson({ id: 1749812345678901234n, result: true })).toBe(
      '{"id":1749812345678901234,"result":true}',
    );
  });

  it('leaves safe numbers and digits inside strings alone', () => {
    expect(parseJson('{"id": 1749812345678901, "a":[1,2], "s":"x:12345678901234567890,"}')).toEqual({
      id: 1749812345678901,
      a: [1, 2],
      s: 'x:12345678901234567890,',
    });
    expect(stringifyJson({ id: '1749812345678901234', n: 5 })).toBe('{"id":"1749812345678901234","n":5}');
  });

  it('throws on text that is not JSON', () => {
    expect(() => parseJson('{nope')).toThrow();
  });

  it('reads an integer literal longer than 20 digits as a plain number, never as a bigint', () => {
    const parsed = parseJson(`{"id":${'9'.repeat(100_000)},"big":${'1'.repeat(21)}}`);
    expect(parsed).toEqual({ id: Number.POSITIVE_INFINITY, big: 111111111111111110000 });
    expect(parseJson(`{"id":-${'9'.repeat(20)}}`)).toEqual({ id: -99999999999999999999n });
  });
});

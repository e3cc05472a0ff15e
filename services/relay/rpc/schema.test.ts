import { describe, expect, it } from 'vitest';
import { relayParamSchemas } from './relayParams.js';
import { array, boolean, integer, object, optional, string } from './schema.js';

const TOPIC = 'a'.repeat(64);

describe('schema', () => {
  it('types valid input and ignores unknown fields', () => {
    const check = object({ name: string({ maxLength: 5 }), count: optional(integer(0, 9)), on: boolean() });
    expect(check({ name: 'abc', on: true, extra: 1 }, '')._unsafeUnwrap()).toEqual({
      name: 'abc',
      count: undefined,
      on: true,
    });
  });

  it('names the failing field', () => {
    const check = object({ list: array(integer(0, 1), 1, 2) });
    expect(check({ list: [0, 5] }, 'params')._unsafeUnwrapErr()).toBe(
      'params.list[1] must be a whole number from 0 to 1',
    );
    expect(check({ list: [] }, 'params')._unsafeUnwrapErr()).toBe(
      'params.list must have 1 to 2 items, got 0',
    );
    expect(check([], 'params')._unsafeUnwrapErr()).toBe('params must be an object');
    expect(string({ maxLength: 2 })('abc', 'x')._unsafeUnwrapErr()).toBe(
      'x is 3 characters, above the limit of 2',
    );
  });

  it('checks relay params: topics, base64 envelopes, sizes', () => {
    const schemas = relayParamSchemas(8);
    expect(schemas.irn_publish({ topic: TOPIC, message: 'AAAA', ttl: 300, tag: 1 }, 'params').isOk()).toBe(
      true,
    );
    expect(schemas.irn_publish({ topic: 'xyz', message: 'AAAA' }, 'params')._unsafeUnwrapErr()).toBe(
      'params.topic must be a 64-character hex topic',
    );
    expect(
      schemas.irn_publish({ topic: TOPIC, message: 'A'.repeat(9) }, 'params')._unsafeUnwrapErr(),
    ).toMatch(/params.message is 9 characters, above the limit of 8/);
    expect(schemas.irn_publish({ topic: TOPIC, message: '{json}' }, 'params')._unsafeUnwrapErr()).toBe(
      'params.message must be base64 text',
    );
    expect(schemas.irn_batchSubscribe({ topics: new Array(501).fill(TOPIC) }, 'params').isErr()).toBe(true);
  });
});

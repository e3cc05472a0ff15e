import { describe, expect, it } from 'vitest';
import { parseRegistrationMessage } from './parseRegistrationMessage.js';

const json = (value: unknown) => JSON.stringify(value);

describe('parseRegistrationMessage', () => {
  it('reads the CONTRACTS §1 message', () => {
    expect(
      parseRegistrationMessage(
        json({ name: 'alice.latch.id', attributes: {}, timestamp: 1_750_000_000 }),
      )._unsafeUnwrap(),
    ).toEqual({ name: 'alice.latch.id', attributes: {}, timestamp: 1_750_000_000 });
  });

  it('keeps a bio and an http(s) avatar', () => {
    const attributes = { bio: 'hello', avatar: 'https://example.test/a.png' };
    expect(
      parseRegistrationMessage(json({ name: 'x', attributes, timestamp: 1 }))._unsafeUnwrap().attributes,
    ).toEqual(attributes);
  });

  it.each([
    ['not JSON', '{"name":'],
    ['an array', '[]'],
    ['a string', '"alice"'],
    ['null', 'null'],
    ['an extra key', json({ name: 'x', attributes: {}, timestamp: 1, chainId: 1 })],
    ['no name', json({ attributes: {}, timestamp: 1 })],
    ['a numeric name', json({ name: 1, attributes: {}, timestamp: 1 })],
    ['no attributes', json({ name: 'x', timestamp: 1 })],
    ['null attributes', json({ name: 'x', attributes: null, timestamp: 1 })],
    ['an unknown attribute', json({ name: 'x', attributes: { twitter: '@a' }, timestamp: 1 })],
    ['a long bio', json({ name: 'x', attributes: { bio: 'b'.repeat(257) }, timestamp: 1 })],
    ['a script avatar', json({ name: 'x', attributes: { avatar: 'javascript:alert(1)' }, timestamp: 1 })],
    ['a non-URL avatar', json({ name: 'x', attributes: { avatar: 'me.png' }, timestamp: 1 })],
    ['a string timestamp', json({ name: 'x', attributes: {}, timestamp: '1750000000' })],
    ['a fractional timestamp', json({ name: 'x', attributes: {}, timestamp: 1.5 })],
    ['a zero timestamp', json({ name: 'x', attributes: {}, timestamp: 0 })],
    ['a __proto__ key', '{"name":"x","attributes":{},"timestamp":1,"__proto__":{}}'],
  ])('refuses %s as an invalid message', (_, text) => {
    expect(parseRegistrationMessage(text)._unsafeUnwrapErr()).toMatchObject({
      kind: 'invalid',
      field: 'message',
    });
  });
});

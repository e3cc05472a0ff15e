import { describe, expect, it } from 'vitest';
import { normaliseRelayUrl } from './normaliseRelayUrl.js';

describe('normaliseRelayUrl', () => {
  it('treats scheme aliases, host case, default ports and trailing slashes as the same relay', () => {
    const expected = 'ws://127.0.0.1:8788';
    for (const text of [
      'ws://127.0.0.1:8788',
      'ws://127.0.0.1:8788/',
      'WS://127.0.0.1:8788//',
      'http://127.0.0.1:8788',
      ' ws://127.0.0.1:8788/?projectId=x#frag ',
    ]) {
      expect(normaliseRelayUrl(text)).toBe(expected);
    }
    expect(normaliseRelayUrl('wss://Relay.Example.com:443/')).toBe('wss://relay.example.com');
    expect(normaliseRelayUrl('https://relay.example.com')).toBe('wss://relay.example.com');
    expect(normaliseRelayUrl('ws://relay.example.com:80/v2/')).toBe('ws://relay.example.com/v2');
  });

  it('keeps what tells relays apart', () => {
    expect(normaliseRelayUrl('ws://127.0.0.1:8788')).not.toBe(normaliseRelayUrl('ws://127.0.0.1:8789'));
    expect(normaliseRelayUrl('ws://127.0.0.1:8788')).not.toBe(normaliseRelayUrl('wss://127.0.0.1:8788'));
    expect(normaliseRelayUrl('ws://a.test/x')).not.toBe(normaliseRelayUrl('ws://a.test/y'));
  });

  it('rejects what is not a ws/http URL', () => {
    expect(normaliseRelayUrl('not a url')).toBeUndefined();
    expect(normaliseRelayUrl('ftp://127.0.0.1')).toBeUndefined();
    expect(normaliseRelayUrl('')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isHostedRelay } from './isHostedRelay.js';

describe('isHostedRelay', () => {
  it('recognises the hosted relay and nothing else', () => {
    expect(isHostedRelay('wss://relay.walletconnect.org')).toBe(true);
    expect(isHostedRelay('wss://relay.walletconnect.com/?x=1')).toBe(true);
    for (const other of [
      'ws://127.0.0.1:8788',
      'wss://relay.example.com',
      'wss://walletconnect.org.evil.example',
      'not a url',
    ]) {
      expect(isHostedRelay(other)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { relayAudiences } from './relayAudiences.js';

describe('relayAudiences', () => {
  it('accepts every loopback spelling of a loopback relay', () => {
    expect([...relayAudiences('127.0.0.1', 8788)]).toEqual([
      'ws://127.0.0.1:8788',
      'ws://localhost:8788',
      'ws://[::1]:8788',
    ]);
    expect(relayAudiences('0.0.0.0', 1234).has('ws://localhost:1234')).toBe(true);
  });

  it('uses the configured public URLs instead when given', () => {
    expect([...relayAudiences('127.0.0.1', 8788, ['wss://relay.example.com/', 'bad'])]).toEqual([
      'wss://relay.example.com',
    ]);
  });

  it('names a non-loopback host as it is', () => {
    expect([...relayAudiences('10.0.0.5', 80)]).toEqual(['ws://10.0.0.5']);
  });
});

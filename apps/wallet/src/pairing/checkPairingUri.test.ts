import { describe, expect, it } from 'vitest';
import { checkPairingUri } from './checkPairingUri.js';

const TOPIC = 'a'.repeat(64);
const KEY = 'b'.repeat(64);
const NOW = 1_700_000_000_000;
const uri = (query: string) => `wc:${TOPIC}@2?${query}`;

describe('checkPairingUri', () => {
  it('accepts a v2 URI (trimmed), with or without expiry', () => {
    const good = uri(`relay-protocol=irn&symKey=${KEY}&expiryTimestamp=${NOW / 1000 + 300}`);
    expect(checkPairingUri(`  ${good}\n`, NOW)._unsafeUnwrap()).toBe(good);
    expect(checkPairingUri(uri(`symKey=${KEY}`), NOW).isOk()).toBe(true);
  });

  it.each([
    ['', 'Paste a WalletConnect URI'],
    ['https://example.org', 'not a WalletConnect v2 URI'],
    [`wc:${TOPIC}@1?bridge=x&key=${KEY}`, 'not a WalletConnect v2 URI'],
    [uri('relay-protocol=irn&symKey=xyz'), 'no valid symKey'],
    [uri(`symKey=${KEY}&expiryTimestamp=${NOW / 1000}`), 'expired'],
  ])('refuses %j', (text, message) => {
    expect(checkPairingUri(text, NOW)._unsafeUnwrapErr().message).toContain(message);
  });
});

import { describe, expect, it } from 'vitest';
import { redactQuery } from './redactQuery.js';

describe('redactQuery', () => {
  it('hides the checkout id and credential-named parameters, keeps the rest as sent', () => {
    expect(redactQuery('/sandbox/onramp/checkout?checkout=v1.abc.def&projectId=latch-local')).toBe(
      '/sandbox/onramp/checkout?checkout=***&projectId=latch-local',
    );
    expect(
      redactQuery('/x?api_key=1&Authorization=2&client_secret=3&access%5Ftoken=4&chainId=eip155%3A1'),
    ).toBe('/x?api_key=***&Authorization=***&client_secret=***&access%5Ftoken=***&chainId=eip155%3A1');
    expect(redactQuery('/x?checkout&checkout=a&checkout=b')).toBe(
      '/x?checkout=***&checkout=***&checkout=***',
    );
  });

  it('leaves a target without a query alone, and hides a value whose name does not decode', () => {
    expect(redactQuery('/v1/account/0xabc/history')).toBe('/v1/account/0xabc/history');
    expect(redactQuery('/x?%E0%A4%A=secret&a=1')).toBe('/x?%E0%A4%A=***&a=1');
  });
});

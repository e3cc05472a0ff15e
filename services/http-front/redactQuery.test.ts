import { describe, expect, it } from 'vitest';
import { redactQuery, redactText } from './redactQuery.js';

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

  it("hides every service's secret-bearing parameters: the device link's token, the relay's JWT, OAuth's code, state and nonce", () => {
    expect(redactQuery('/v1/device/confirm?token=abc')).toBe('/v1/device/confirm?token=***');
    expect(redactQuery('/?auth=a.b.c&projectId=p&ua=x')).toBe('/?auth=***&projectId=p&ua=x');
    expect(redactQuery('/cb?code=c1&state=s1&nonce=n1&code_verifier=v&otp=123456')).toBe(
      '/cb?code=***&state=***&nonce=***&code_verifier=***&otp=***',
    );
  });
});

describe('redactText', () => {
  it('redacts the secret parameters of every URL quoted in free text, with the same rule', () => {
    expect(redactText("Invalid URL '//?x=1&auth=a.b.c' and ws://h/?auth=d#f, /cb?code=e\n/x?chainId=1")).toBe(
      "Invalid URL '//?x=1&auth=***' and ws://h/?auth=***#f, /cb?code=***\n/x?chainId=1",
    );
  });
});

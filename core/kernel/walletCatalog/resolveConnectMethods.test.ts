import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveConnectMethods } from './resolveConnectMethods.js';
import type { WalletEntry } from './types.js';

const row = (installed: boolean): WalletEntry => ({ id: 'x', name: 'X', kind: 'announced', installed });
const ALL = { email: true, socials: ['google', 'x'] };

describe('resolveConnectMethods (SPEC §2 connect method order)', () => {
  it('puts wallets first when an injected or announced wallet is visible', () => {
    expect(resolveConnectMethods([row(false), row(true)], ALL)).toEqual(['wallet', 'email', 'social']);
  });

  it('uses the default email, social, wallet otherwise', () => {
    expect(resolveConnectMethods([row(false)], ALL)).toEqual(['email', 'social', 'wallet']);
    expect(resolveConnectMethods([], ALL)).toEqual(['email', 'social', 'wallet']);
  });

  it('lists email only with the email feature and social only with providers', () => {
    expect(resolveConnectMethods([], { email: false, socials: ['google'] })).toEqual(['social', 'wallet']);
    expect(resolveConnectMethods([row(true)], { email: true, socials: [] })).toEqual(['wallet', 'email']);
    expect(resolveConnectMethods([], { email: false, socials: [] })).toEqual(['wallet']);
  });

  it('always offers wallet, each method once, enabled ones only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 4 }),
        fc.boolean(),
        fc.array(fc.constantFrom('google', 'x'), { maxLength: 2 }),
        (installed, email, socials) => {
          const methods = resolveConnectMethods(installed.map(row), { email, socials });
          expect(methods).toContain('wallet');
          expect(new Set(methods).size).toBe(methods.length);
          expect(methods.includes('email')).toBe(email);
          expect(methods.includes('social')).toBe(socials.length > 0);
          expect(methods[0] === 'wallet').toBe(installed.some(Boolean) || (!email && socials.length === 0));
        },
      ),
    );
  });
});

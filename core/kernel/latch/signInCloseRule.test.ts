import { describe, expect, it } from 'vitest';
import { requiredBySignInOption, signInCloseRule } from './signInCloseRule.js';

const rule = (
  built: { required: boolean; pending: boolean } | undefined,
  loading: boolean,
  requiredByOption: boolean,
) => {
  const { isSignInRequired, hasSession } = signInCloseRule({
    built: () => built,
    loading: () => loading,
    requiredByOption: () => requiredByOption,
  });
  // ModalStore blocks closing when sign-in is required and there is no session.
  return { blocks: isSignInRequired() && !hasSession(), required: isSignInRequired(), session: hasSession() };
};

describe('signInCloseRule (SPEC §2, before and after the sign-in flow arrives)', () => {
  it('blocks closing while the flow loads and the option requires sign-in (Escape right after connecting)', () => {
    expect(rule(undefined, true, true).blocks).toBe(true);
  });

  it('does not block while it loads when sign-in is optional, nor when nothing loads (no wallet, or a failed fetch)', () => {
    expect(rule(undefined, true, false).blocks).toBe(false);
    expect(rule(undefined, false, true)).toEqual({ blocks: false, required: false, session: true });
  });

  it('once built, the flow decides', () => {
    expect(rule({ required: true, pending: true }, false, false).blocks).toBe(true);
    expect(rule({ required: true, pending: false }, false, true).blocks).toBe(false);
    expect(rule({ required: false, pending: true }, true, true).blocks).toBe(false);
  });
});

describe('requiredBySignInOption', () => {
  it('reads siwx.getRequired() (called on the option) or siweConfig.required, false otherwise', () => {
    const siwx = {
      strict: true,
      getRequired(this: { strict: boolean }) {
        return this.strict;
      },
    };
    expect(requiredBySignInOption(siwx, undefined)).toBe(true);
    expect(requiredBySignInOption({ getRequired: () => 'yes' }, undefined)).toBe(false);
    expect(requiredBySignInOption({}, undefined)).toBe(false);
    expect(requiredBySignInOption(undefined, { required: true })).toBe(true);
    expect(requiredBySignInOption(undefined, { required: 'true' })).toBe(false);
    expect(requiredBySignInOption(undefined, undefined)).toBe(false);
    const throwing = {
      getRequired: () => {
        throw new Error('host bug');
      },
    };
    expect(requiredBySignInOption(throwing, undefined)).toBe(false);
  });
});

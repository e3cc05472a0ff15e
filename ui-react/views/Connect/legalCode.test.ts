import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../../../core/kernel/options/index.js';
import { showsLegal } from './legalCode.js';

const options = (over: { legalCheckbox?: boolean; terms?: string; privacy?: string } = {}) => ({
  features: { ...DEFAULT_FEATURES, legalCheckbox: over.legalCheckbox ?? false },
  ...(over.terms === undefined ? {} : { termsConditionsUrl: over.terms }),
  ...(over.privacy === undefined ? {} : { privacyPolicyUrl: over.privacy }),
});

describe('showsLegal', () => {
  it('is false for a host that set neither the checkbox nor a link (the code is then never fetched)', () => {
    expect(showsLegal(options())).toBe(false);
  });

  it('is true with the checkbox, or a terms or privacy link the URL policy lets through', () => {
    expect(showsLegal(options({ legalCheckbox: true }))).toBe(true);
    expect(showsLegal(options({ terms: 'https://example.com/terms' }))).toBe(true);
    expect(showsLegal(options({ privacy: 'https://example.com/privacy' }))).toBe(true);
  });

  it('is false for links the URL policy refuses', () => {
    expect(showsLegal(options({ terms: 'javascript:alert(1)', privacy: 'data:text/html,x' }))).toBe(false);
  });
});

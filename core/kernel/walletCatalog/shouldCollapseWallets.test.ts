import { describe, expect, it } from 'vitest';
import { shouldCollapseWallets } from './shouldCollapseWallets.js';

describe('shouldCollapseWallets (SPEC §1 collapseWallets)', () => {
  it('folds the wallets only when the feature is on and another method is shown beside them', () => {
    expect(shouldCollapseWallets(true, ['wallet', 'email'])).toBe(true);
    expect(shouldCollapseWallets(true, ['social', 'wallet'])).toBe(true);
    expect(shouldCollapseWallets(true, ['wallet'])).toBe(false);
    expect(shouldCollapseWallets(false, ['wallet', 'email', 'social'])).toBe(false);
    expect(shouldCollapseWallets(true, ['email'])).toBe(false);
  });
});

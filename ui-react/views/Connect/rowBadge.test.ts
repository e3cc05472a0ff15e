import { describe, expect, it } from 'vitest';
import { rowBadge } from './rowBadge.js';

describe('rowBadge (Connect rows)', () => {
  it('labels WalletConnect "QR code", recent wallets "Recent", installed ones "Installed"', () => {
    expect(rowBadge({ kind: 'walletConnect', installed: false })).toEqual({
      label: 'QR code',
      tone: 'accent',
    });
    expect(rowBadge({ kind: 'recent', installed: true })).toEqual({ label: 'Recent', tone: 'neutral' });
    expect(rowBadge({ kind: 'announced', installed: true })).toEqual({ label: 'Installed', tone: 'success' });
    expect(rowBadge({ kind: 'recommended', installed: false })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { OUR_BUTTON, OUR_WALLET_ENTRY, ourExtraTargets } from './ourExtraTarget.js';

describe('ourExtraTargets', () => {
  it('describes our page with its folder relative to the JSON file, as the harness resolves it', () => {
    expect(ourExtraTargets('/work/bench/ours', '/work/bench/ours.json')).toEqual([
      { name: 'ours', dir: 'ours', button: OUR_BUTTON, list: OUR_WALLET_ENTRY },
    ]);
    expect(ourExtraTargets('/work/page', '/work/bench/extra/ours.json')[0]?.dir).toBe('../../page');
    expect(ourExtraTargets('/work/bench', '/work/bench/ours.json')[0]?.dir).toBe('.');
  });

  it('selects the ConnectButton and a wallet row inside their shadow roots', () => {
    expect(OUR_BUTTON).toBe('[data-latch-host="connect-button"] >>> button:has-text(Connect Wallet)');
    expect(OUR_WALLET_ENTRY).toBe(
      '[data-latch-host="modal"] >>> ul[aria-label="Wallets"] button[data-wallet-id]',
    );
  });

  it('refuses relative paths (the harness would resolve them against another folder)', () => {
    expect(() => ourExtraTargets('ours', '/work/ours.json')).toThrow('absolute paths');
  });
});

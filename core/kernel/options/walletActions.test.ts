import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, WALLET_ACTION_ORDER } from './modalOptions.js';
import { walletActions } from './walletActions.js';

describe('walletActions', () => {
  it('pins the SPEC §1 order and shows all four by default', () => {
    expect(WALLET_ACTION_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions(DEFAULT_FEATURES)).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('keeps exactly the enabled actions, in the fixed order', () => {
    fc.assert(
      fc.property(
        fc.record({ onramp: fc.boolean(), swaps: fc.boolean(), receive: fc.boolean(), send: fc.boolean() }),
        (features) => {
          const actions = walletActions(features);
          expect(actions).toEqual(WALLET_ACTION_ORDER.filter((action) => features[action]));
          for (const action of WALLET_ACTION_ORDER) expect(actions.includes(action)).toBe(features[action]);
        },
      ),
    );
    expect(walletActions({ onramp: false, swaps: true, receive: false, send: true })).toEqual([
      'swaps',
      'send',
    ]);
  });
});

describe('walletActions by namespace', () => {
  it('offers on Solana only what works there: on-ramp, receive and send (SPEC §1), no swaps', () => {
    expect(walletActions(DEFAULT_FEATURES, 'solana')).toEqual(['onramp', 'receive', 'send']);
    expect(walletActions(DEFAULT_FEATURES, 'eip155')).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions({ ...DEFAULT_FEATURES, send: false }, 'solana')).toEqual(['onramp', 'receive']);
    expect(walletActions({ ...DEFAULT_FEATURES, onramp: false }, 'solana')).toEqual(['receive', 'send']);
    expect(walletActions(DEFAULT_FEATURES, 'bip122')).toEqual([]);
  });
});

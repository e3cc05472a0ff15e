import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, WALLET_ACTION_ORDER } from '../../../core/kernel/options/index.js';
import type { ViewRegistry } from '../viewDefinition.js';
import { walletActionItems } from './walletActionItems.js';

const stub = { load: async () => () => null };
const ALL: ViewRegistry = { OnRamp: stub, Swap: stub, Receive: stub, Send: stub };

describe('walletActionItems', () => {
  it('SPEC §1: onramp, swaps, receive, send, each pushing its view', () => {
    expect(walletActionItems(DEFAULT_FEATURES, ALL)).toEqual([
      { action: 'onramp', view: 'OnRamp', label: 'Buy' },
      { action: 'swaps', view: 'Swap', label: 'Swap' },
      { action: 'receive', view: 'Receive', label: 'Receive' },
      { action: 'send', view: 'Send', label: 'Send' },
    ]);
  });

  it('offers on a Solana account only the actions that work there (Buy, Receive, Send)', () => {
    expect(walletActionItems(DEFAULT_FEATURES, ALL, 'solana').map((item) => item.label)).toEqual([
      'Buy',
      'Receive',
      'Send',
    ]);
    expect(walletActionItems(DEFAULT_FEATURES, ALL, 'eip155')).toHaveLength(4);
  });

  it('offers an action only when its view is registered', () => {
    expect(
      walletActionItems(DEFAULT_FEATURES, { Send: stub, Receive: stub }).map((item) => item.view),
    ).toEqual(['Receive', 'Send']);
    expect(walletActionItems(DEFAULT_FEATURES, {})).toEqual([]);
  });

  it('is the enabled actions with registered views, in SPEC order (property)', () => {
    const flags = fc.record({
      onramp: fc.boolean(),
      swaps: fc.boolean(),
      receive: fc.boolean(),
      send: fc.boolean(),
    });
    const views = fc.subarray(['OnRamp', 'Swap', 'Receive', 'Send'] as const);
    fc.assert(
      fc.property(flags, views, (features, registered) => {
        const registry: ViewRegistry = Object.fromEntries(registered.map((view) => [view, stub]));
        const actions = walletActionItems(features, registry).map((item) => item.action);
        const viewOf = { onramp: 'OnRamp', swaps: 'Swap', receive: 'Receive', send: 'Send' } as const;
        expect(actions).toEqual(
          WALLET_ACTION_ORDER.filter((action) => features[action] && registered.includes(viewOf[action])),
        );
      }),
    );
  });
});

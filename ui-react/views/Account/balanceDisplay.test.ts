import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NativeBalanceState } from '../../../core/kernel/account/index.js';
import { latchError } from '../../../core/lib/errors/index.js';
import { balanceDisplay } from './balanceDisplay.js';

const base = { address: '0x01', caipNetworkId: 'eip155:1' } as const;

describe('balanceDisplay', () => {
  it('shows the formatted amount, a placeholder while unknown, and unavailable on failure', () => {
    expect(
      balanceDisplay({ status: 'ready', ...base, value: 0n, formatted: '0.000', symbol: 'ETH' }),
    ).toEqual({
      kind: 'amount',
      text: '0.000 ETH',
    });
    expect(balanceDisplay({ status: 'loading', ...base })).toEqual({ kind: 'loading' });
    expect(balanceDisplay({ status: 'idle' })).toEqual({ kind: 'loading' });
    const error = latchError('TOKEN_BALANCE_UNAVAILABLE');
    expect(balanceDisplay({ status: 'unavailable', ...base, error })).toEqual({ kind: 'unavailable' });
  });

  it('property: an unavailable balance never shows an amount, a ready one always shows its own', () => {
    const stateArb: fc.Arbitrary<NativeBalanceState> = fc.oneof(
      fc.constant({ status: 'idle' as const }),
      fc.constant({ status: 'loading' as const, ...base }),
      fc.constant({
        status: 'unavailable' as const,
        ...base,
        error: latchError('TOKEN_BALANCE_UNAVAILABLE'),
      }),
      fc.record({
        status: fc.constant('ready' as const),
        address: fc.constant('0x01'),
        caipNetworkId: fc.constant('eip155:1' as const),
        value: fc.bigInt({ min: 0n, max: 10n ** 24n }),
        formatted: fc.stringMatching(/^\d{1,6}\.\d{3}$/),
        symbol: fc.constantFrom('ETH', 'SOL', 'POL'),
      }),
    );
    fc.assert(
      fc.property(stateArb, (state) => {
        const shown = balanceDisplay(state);
        if (state.status === 'ready')
          expect(shown).toEqual({ kind: 'amount', text: `${state.formatted} ${state.symbol}` });
        else expect(shown.kind).not.toBe('amount');
      }),
    );
  });
});

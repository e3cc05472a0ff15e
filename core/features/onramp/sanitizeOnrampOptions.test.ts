import { describe, expect, it } from 'vitest';
import { sanitizeOnrampOptions } from './sanitizeOnrampOptions.js';
import { SANDBOX_OPTIONS } from './testFixtures.js';

describe('sanitizeOnrampOptions', () => {
  it('keeps well-formed options as they are', () => {
    expect(sanitizeOnrampOptions(SANDBOX_OPTIONS)).toEqual(SANDBOX_OPTIONS);
  });

  it('drops malformed entries and fills optional names', () => {
    expect(
      sanitizeOnrampOptions({
        purchaseCurrencies: [
          { id: 'X', networks: [{ name: 'n', chain_id: '1' }, { name: 'no-chain' }, 'junk'] },
          { name: 'no id' },
          null,
        ],
        paymentCurrencies: [
          {
            id: 'USD',
            payment_method_limits: [
              { id: 'card', min: '1' },
              { id: 'ach', min: '1', max: '2' },
            ],
          },
          { payment_method_limits: [] },
          { id: 'EUR' },
        ],
      }),
    ).toEqual({
      purchaseCurrencies: [
        {
          id: 'X',
          name: 'X',
          symbol: 'X',
          networks: [{ name: 'n', display_name: 'n', chain_id: '1', contract_address: '' }],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'ach', min: '1', max: '2' }] },
        { id: 'EUR', payment_method_limits: [] },
      ],
    });
  });

  it("keeps the service's providers (names only), and leaves them out when it sends none", () => {
    const answer = { ...SANDBOX_OPTIONS, providers: ['sandbox', 7, null, 'coinbase'] };
    expect(sanitizeOnrampOptions(answer)?.providers).toEqual(['sandbox', 'coinbase']);
    expect(sanitizeOnrampOptions({ ...SANDBOX_OPTIONS, providers: 'sandbox' })).not.toHaveProperty(
      'providers',
    );
    expect(sanitizeOnrampOptions(SANDBOX_OPTIONS)).not.toHaveProperty('providers');
  });

  it('refuses an answer without the lists', () => {
    expect(sanitizeOnrampOptions(undefined)).toBeUndefined();
    expect(sanitizeOnrampOptions({ purchaseCurrencies: [] })).toBeUndefined();
    expect(sanitizeOnrampOptions('options')).toBeUndefined();
  });
});

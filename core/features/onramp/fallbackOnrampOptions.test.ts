import { describe, expect, it } from 'vitest';
import type { CaipAddress, TokenBalance } from '../../../ports/index.js';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET } from '../../../testkits/networks.js';
import { fallbackOnrampOptions } from './fallbackOnrampOptions.js';
import { onrampNetworkName } from './onrampNetworkName.js';
import { purchaseTokensOn } from './purchaseTokensOn.js';
import { USDC_ADDRESS } from './testFixtures.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };
const SOLANA = {
  ...memoryNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  name: 'Solana',
  nativeCurrency: SOL,
};

const held = (
  symbol: string,
  address: CaipAddress | undefined,
  chainId = DEVNET.caipNetworkId,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(address === undefined ? {} : { address }),
  price: 1,
  quantity: { decimals: '6', numeric: '1' },
  iconUrl: '',
});

describe('fallbackOnrampOptions (SPEC §8, §9)', () => {
  it('offers USD and EUR with the card and bank-account limits', () => {
    const options = fallbackOnrampOptions({ network: DEVNET });
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    );
  });

  it("offers the network's native currency and the stablecoins held there", () => {
    const options = fallbackOnrampOptions({
      network: DEVNET,
      heldTokens: [
        held('usdc', `eip155:31337:${USDC_ADDRESS}`),
        held('WETH', 'eip155:31337:0x00000000000000000000000000000000000000e1'),
        held('DAI', 'eip155:31338:0x00000000000000000000000000000000000000d1', 'eip155:31338'),
        held('USDT', undefined),
      ],
    });
    const tokens = purchaseTokensOn(options, DEVNET);
    expect(tokens.map((token) => [token.symbol, token.native, token.network.contract_address])).toEqual([
      ['ETH', true, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      ['USDC', false, USDC_ADDRESS],
    ]);
    expect(tokens[0]?.network).toMatchObject({ name: 'devnet-31337', display_name: 'Latch Devnet' });
  });

  it('names networks as the on-ramp does', () => {
    expect(onrampNetworkName({ ...DEVNET, id: 8453, caipNetworkId: 'eip155:8453' })).toBe('base');
    expect(onrampNetworkName(SOLANA)).toBe('solana');
    expect(onrampNetworkName({ ...DEVNET, id: 7, caipNetworkId: 'eip155:7' })).toBe('eip155:7');
    const sol = purchaseTokensOn(fallbackOnrampOptions({ network: SOLANA }), SOLANA);
    expect(sol).toEqual([
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        native: true,
        network: { name: 'solana', display_name: 'Solana', chain_id: SOLANA.id, contract_address: '' },
      },
    ]);
  });
});

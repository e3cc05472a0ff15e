import { describe, expect, it } from 'vitest';
import { memoryNetwork } from '../../testkits/MemoryWalletConnector.js';
import { DEVNET, evmNetwork } from '../../testkits/networks.js';
import { purchaseTokensOn } from './purchaseTokensOn.js';
import { SANDBOX_OPTIONS, USDC_ADDRESS } from './testFixtures.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };
const SOLANA = {
  ...memoryNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  name: 'Solana',
  nativeCurrency: SOL,
};

const DEVNET_B = evmNetwork(31338, 'Latch Devnet B');

describe('purchaseTokensOn', () => {
  it("keeps the currencies sold on the active network, with that network's entry", () => {
    const tokens = purchaseTokensOn(SANDBOX_OPTIONS, DEVNET);
    expect(tokens.map((token) => [token.id, token.native, token.network.name])).toEqual([
      ['ETH', true, 'devnet-31337'],
      ['USDC', false, 'devnet-31337'],
    ]);
    expect(tokens[1]?.network.contract_address).toBe(USDC_ADDRESS);
    expect(purchaseTokensOn(SANDBOX_OPTIONS, DEVNET_B).map((token) => token.id)).toEqual(['USDC']);
  });

  it('matches non-eip155 networks by name and drops duplicate ids', () => {
    const sol = { name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' };
    const options = {
      purchaseCurrencies: [
        { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [sol] },
        { id: 'SOL', name: 'Again', symbol: 'SOL', networks: [sol] },
      ],
      paymentCurrencies: [],
    };
    expect(purchaseTokensOn(options, SOLANA)).toEqual([
      { id: 'SOL', name: 'Solana', symbol: 'SOL', network: sol, native: true },
    ]);
    expect(purchaseTokensOn(options, DEVNET)).toEqual([]);
  });
});

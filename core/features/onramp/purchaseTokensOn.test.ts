import { describe, expect, it } from 'vitest';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET, evmNetwork } from '../../../testkits/networks.js';
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

  it("matches a Solana cluster by its CAIP-2 reference as chain_id before the name (the sandbox's entries)", () => {
    const mint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    const cluster = {
      name: 'solana:Other',
      display_name: 'Other',
      chain_id: 'Other',
      contract_address: mint,
    };
    const own = { ...cluster, name: 'solana:5eykt', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };
    const byName = { name: 'solana', display_name: 'Solana', chain_id: '', contract_address: mint };
    const options = {
      purchaseCurrencies: [
        { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [byName, cluster, own] },
      ],
      paymentCurrencies: [],
    };
    expect(purchaseTokensOn(options, SOLANA).map((token) => token.network)).toEqual([own]);
    const named = {
      ...options,
      purchaseCurrencies: [{ ...options.purchaseCurrencies[0], networks: [cluster, byName] }],
    };
    expect(purchaseTokensOn(named as typeof options, SOLANA).map((token) => token.network)).toEqual([byName]);
    expect(purchaseTokensOn(options, DEVNET)).toEqual([]);
  });
});

import { observable } from 'mobx';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { DEVNET, evmNetwork } from '../../../testkits/networks.js';
import { createHeldBalanceReader, type HeldBalanceSources } from './createHeldBalanceReader.js';
import { purchaseTokensOn } from './purchaseTokensOn.js';
import { SANDBOX_OPTIONS, USDC_ADDRESS } from './testFixtures.js';

const DEVNET_B = evmNetwork(31338, 'Latch Devnet B');

const USER = '0x00000000000000000000000000000000000000aa';
const [ETH, USDC] = purchaseTokensOn(SANDBOX_OPTIONS, DEVNET);
const usdcRow = (numeric: string): { balance: TokenBalance } => ({
  balance: {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: DEVNET.caipNetworkId,
    address: `${DEVNET.caipNetworkId}:${USDC_ADDRESS.toUpperCase().replace('0X', '0x')}`,
    price: 1,
    quantity: { decimals: '6', numeric },
    iconUrl: '',
  },
});

const setup = () => {
  const state = observable({
    address: USER as string | undefined,
    activeNetwork: DEVNET,
    wei: 1_500_000_000_000_000_000n,
  });
  const forced: string[] = [];
  let rows: readonly { balance: TokenBalance }[] | 'down' = [usdcRow('5.25')];
  const sources: HeldBalanceSources = {
    account: {
      get address() {
        return state.address;
      },
      get activeNetwork() {
        return state.activeNetwork;
      },
      refreshBalance: (options) => {
        forced.push(`native:${options.force}`);
        return okAsync({
          status: 'ready' as const,
          address: USER,
          caipNetworkId: state.activeNetwork.caipNetworkId,
          value: state.wei,
          formatted: '',
          symbol: 'ETH',
        });
      },
    },
    balances: {
      refresh: (options) => {
        forced.push(`tokens:${options.force}:${options.tokens.join(',')}`);
        return rows === 'down'
          ? errAsync(new Error('down'))
          : okAsync({ caipNetworkId: state.activeNetwork.caipNetworkId, tokens: rows });
      },
    },
  };
  return {
    state,
    forced,
    setRows: (next: typeof rows) => {
      rows = next;
    },
    read: createHeldBalanceReader(sources),
  };
};

describe('createHeldBalanceReader', () => {
  if (ETH === undefined || USDC === undefined) throw new Error('fixture tokens');

  it('reads the native balance from the chain and a token from the rows, past the caches', async () => {
    const { read, forced } = setup();
    expect(await read({ address: USER.toUpperCase().replace('0X', '0x'), network: DEVNET, token: ETH })).toBe(
      '1.5',
    );
    expect(await read({ address: USER, network: DEVNET, token: USDC })).toBe('5.25');
    expect(forced).toEqual([
      'native:true',
      'tokens:true:eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
    ]);
  });

  it('reads zero for a token a ready list does not hold, nothing when the list is unavailable', async () => {
    const { read, setRows } = setup();
    setRows([]);
    expect(await read({ address: USER, network: DEVNET, token: USDC })).toBe('0');
    setRows('down');
    expect(await read({ address: USER, network: DEVNET, token: USDC })).toBeUndefined();
  });

  it('reads nothing once the account or network is no longer active', async () => {
    const { read, state } = setup();
    state.address = undefined;
    expect(await read({ address: USER, network: DEVNET, token: ETH })).toBeUndefined();
    state.address = USER;
    state.activeNetwork = DEVNET_B;
    expect(await read({ address: USER, network: DEVNET, token: USDC })).toBeUndefined();
  });
});

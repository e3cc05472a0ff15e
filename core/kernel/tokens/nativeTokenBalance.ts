import { formatUnits } from 'viem';
import type { Network, TokenBalance } from '../../../ports/index.js';
import type { NativeBalanceReady } from '../account/index.js';
import { NATIVE_TOKEN_ADDRESS } from './constants.js';

/**
 * The account's native balance as a balance row (CONTRACTS §1 shape, native address `0xeeee…eeee`, exact
 * quantity, no price): the token list of the send flow when no token balances are known.
 */
export const nativeTokenBalance = (balance: NativeBalanceReady, network: Network): TokenBalance => {
  const { name, symbol, decimals } = network.nativeCurrency;
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    address: `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(balance.value, decimals) },
    iconUrl: network.assets?.imageUrl ?? '',
  };
};

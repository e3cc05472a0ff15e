import type { Network, TokenBalance } from '../../../ports/index.js';
import type { NativeBalanceState } from '../account/index.js';
import { isNativeToken } from './isNativeToken.js';
import { nativeTokenBalance } from './nativeTokenBalance.js';

export interface HeldTokensInput {
  /** The account's token balance rows (latch.balances), possibly empty while they load or are unavailable. */
  readonly balances: readonly TokenBalance[];
  /** The account's native balance (latch.account), read from the chain. */
  readonly nativeBalance: NativeBalanceState;
  readonly network: Network;
}

/**
 * The tokens the account holds (what Send offers and Swap checks): the balance rows, with the native token from the chain read put first when
 * the rows have none for the active network (the data service may be down or not list the network), so the
 * native currency can always be sent.
 */
export function heldTokens(input: HeldTokensInput): readonly TokenBalance[] {
  const { balances, nativeBalance, network } = input;
  const hasNative = balances.some((token) => token.chainId === network.caipNetworkId && isNativeToken(token));
  if (
    hasNative ||
    nativeBalance.status !== 'ready' ||
    nativeBalance.caipNetworkId !== network.caipNetworkId
  ) {
    return balances;
  }
  return [nativeTokenBalance(nativeBalance, network), ...balances];
}

import type { ResultAsync } from 'neverthrow';
import type { TokenBalance } from '../../../ports/index.js';
import type { NativeBalanceReady } from '../../kernel/account/index.js';
import { tokenKey } from '../../kernel/tokens/index.js';
import { decimalToString } from '../../lib/format/index.js';
import type { OnrampBalanceQuery } from './types.js';

/** The stores the reader refreshes (latch.account, latch.balances). */
export interface HeldBalanceSources {
  readonly account: {
    readonly address: string | undefined;
    readonly activeNetwork: { readonly caipNetworkId: string };
    refreshBalance(options: { force: true }): ResultAsync<NativeBalanceReady | undefined, unknown>;
  };
  readonly balances: {
    refresh(options: {
      readonly force: true;
      readonly tokens: readonly `${string}:${string}:${string}`[];
    }): ResultAsync<
      | {
          readonly caipNetworkId: string;
          readonly tokens: readonly { readonly balance: TokenBalance }[];
        }
      | undefined,
      unknown
    >;
  };
}

/**
 * Reads the account's balance of a purchase token past the caches, through the stores that show it (so the
 * header and the token list follow): the native currency from the chain (account store), a token from the
 * balance rows (balances store; a ready list without the token means zero). Undefined when the read fails or
 * the account or network is no longer the active one.
 */
export const createHeldBalanceReader =
  (sources: HeldBalanceSources) =>
  async (query: OnrampBalanceQuery): Promise<string | undefined> => {
    const { account, balances } = sources;
    const { address, network, token } = query;
    const isActive = () =>
      account.address?.toLowerCase() === address.toLowerCase() &&
      account.activeNetwork.caipNetworkId === network.caipNetworkId;
    if (!isActive()) return undefined;
    if (token.native) {
      const native = await account.refreshBalance({ force: true });
      if (native.isErr() || native.value === undefined || !isActive()) return undefined;
      if (native.value.caipNetworkId !== network.caipNetworkId) return undefined;
      return decimalToString({ units: native.value.value, scale: network.nativeCurrency.decimals });
    }
    // Only the bought token is named as changed (the route reads the list again either way).
    const ready = await balances.refresh({
      force: true,
      tokens: [`${network.caipNetworkId}:${token.network.contract_address}`],
    });
    if (ready.isErr() || ready.value === undefined || !isActive()) return undefined;
    if (ready.value.caipNetworkId !== network.caipNetworkId) return undefined;
    const wanted = tokenKey({ address: token.network.contract_address, chainId: network.caipNetworkId });
    const row = ready.value.tokens.find((candidate) => tokenKey(candidate.balance) === wanted);
    return row === undefined ? '0' : row.balance.quantity.numeric;
  };

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type {
  BalanceApi,
  CaipAddress,
  Logger,
  Network,
  TokenBalance,
  WalletSession,
} from '../../../ports/index.js';
import { isLatchError, latchError } from '../../lib/errors/index.js';
import { mapProviderFailure } from '../../lib/rpc/index.js';
import { isRecord } from '../../lib/validation/index.js';
import type { SupportedChainsCheck } from '../account/index.js';
import { balancesUnavailable } from './balancesUnavailable.js';
import { BALANCE_CURRENCY, BALANCE_NAMESPACES, NATIVE_TOKEN_ADDRESS } from './constants.js';
import type { TokenBalancesCache } from './createBalancesCache.js';
import { eip155ChainHex } from './eip155ChainHex.js';
import { parseTokenBalances } from './parseTokenBalances.js';
import { parseWalletAssets } from './parseWalletAssets.js';
import { tokenBalancesKey } from './tokenBalancesKey.js';
import type { BalancesError } from './types.js';

export interface FetchTokenBalancesArgs {
  readonly cache: TokenBalancesCache;
  readonly balanceApi: BalanceApi;
  readonly isSupported: SupportedChainsCheck;
  /** The wallet session of the network's namespace: its ERC-7811 `getAssets`, when it has one, is asked first. */
  readonly session: WalletSession | undefined;
  readonly address: string;
  readonly network: Network;
  readonly logger: Logger;
  /**
   * Drops a fresh cached list and asks the route to read `tokens` (default: the tokens of that list, plus
   * native on eip155) past its own cache. A failure still within its 30 s back-off is not fetched again.
   */
  readonly force?: boolean;
  readonly tokens?: readonly CaipAddress[];
}

/** The tokens a forced read asks the data service to refresh. */
const forceUpdateOf = (
  network: Network,
  previous: readonly TokenBalance[] | undefined,
  tokens: readonly CaipAddress[] | undefined,
): readonly CaipAddress[] => {
  if (tokens !== undefined) return tokens;
  const listed = (previous ?? []).flatMap((balance) =>
    balance.address === undefined ? [] : [balance.address],
  );
  const native: CaipAddress[] =
    network.chainNamespace === 'eip155' ? [`${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`] : [];
  return [...new Set([...native, ...listed])];
};

/** ERC-7811: the wallet's own list, or undefined when it has none for this chain or the call failed. */
const fromWallet = (args: FetchTokenBalancesArgs): ResultAsync<TokenBalance[] | undefined, never> => {
  const { session, address, network, logger } = args;
  const chainHex = eip155ChainHex(network);
  if (session?.getAssets === undefined || chainHex === undefined) return okAsync(undefined);
  const getAssets = session.getAssets.bind(session);
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => getAssets({ account: address, chainFilter: [chainHex] })),
    mapProviderFailure,
  )
    .map((raw) => parseWalletAssets(raw, network))
    .orElse((error) => {
      logger.warn('wallet_getAssets failed; reading the balance route', { error });
      return okAsync(undefined);
    })
    .map((balances) => {
      if (balances === undefined) logger.debug('wallet_getAssets gave no list for the chain', { chainHex });
      return balances;
    });
};

/** The balance route (made only for networks the data service serves, SPEC §7). */
const fromRoute = (
  args: FetchTokenBalancesArgs,
  forceUpdate: readonly CaipAddress[],
): ResultAsync<TokenBalance[], BalancesError> => {
  const { balanceApi, address, network } = args;
  const { caipNetworkId } = network;
  return args.isSupported(caipNetworkId).andThen((supported) => {
    if (!supported) return errAsync(balancesUnavailable('unsupported-network', caipNetworkId));
    const request = {
      address,
      chainId: caipNetworkId,
      currency: BALANCE_CURRENCY,
      ...(forceUpdate.length > 0 ? { forceUpdate } : {}),
    };
    return ResultAsync.fromPromise(
      Promise.resolve().then(() => balanceApi.getBalance(request)),
      (cause) => balancesUnavailable('failed', caipNetworkId, mapProviderFailure(cause)),
    ).andThen((answer: unknown) => {
      if (isRecord(answer) && Array.isArray(answer.balances))
        return okAsync(parseTokenBalances(answer.balances, caipNetworkId));
      const cause = latchError('INTERNAL_SDK_ERROR', {
        params: { message: 'the balance route answered without a balances list' },
      });
      return errAsync(balancesUnavailable('failed', caipNetworkId, cause));
    });
  });
};

/**
 * The token balances of an address on a network (SPEC §3, §5, §7, §9), through the cache: a list is reused
 * for 30 s, a failure answers again without a call for 30 s, concurrent reads are joined. Namespaces
 * without balances (SPEC §1: eip155 and solana only) are unavailable without any call. With a wallet
 * offering ERC-7811 `getAssets`, its list is used; if it fails or lists nothing for the chain, the balance
 * route is read. Entries are validated (bad ones ignored) and zero-decimal tokens dropped. Every failure is
 * TOKEN_BALANCE_UNAVAILABLE with its reason and cause.
 */
export function fetchTokenBalances(
  args: FetchTokenBalancesArgs,
): ResultAsync<readonly TokenBalance[], BalancesError> {
  const { cache, address, network } = args;
  const { caipNetworkId } = network;
  if (!BALANCE_NAMESPACES.includes(network.chainNamespace))
    return errAsync(balancesUnavailable('unsupported-namespace', caipNetworkId));
  const key = tokenBalancesKey(address, network);
  const previous = cache.peek(key);
  const force = args.force === true;
  if (force && previous !== undefined) cache.invalidate(key);
  const forceUpdate = force ? forceUpdateOf(network, previous, args.tokens) : [];
  return cache
    .fetch(key, () =>
      fromWallet(args).andThen((listed) =>
        listed === undefined ? fromRoute(args, forceUpdate) : okAsync(listed),
      ),
    )
    .mapErr((error) =>
      isLatchError(error, 'TOKEN_BALANCE_UNAVAILABLE')
        ? error
        : balancesUnavailable('failed', caipNetworkId, error),
    );
}

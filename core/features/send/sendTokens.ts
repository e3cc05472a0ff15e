import type { Network, TokenBalance } from '../../../ports/index.js';
import { tokenBalanceUnits, tokenKey } from '../../kernel/tokens/index.js';

/** The tokens that can be sent on `network`: its balance rows with a readable quantity. */
export const sendableTokens = (tokens: readonly TokenBalance[], network: Network): readonly TokenBalance[] =>
  tokens.filter((token) => token.chainId === network.caipNetworkId && tokenBalanceUnits(token).isOk());

/** The key (see tokenKey) of the token at `address` (CAIP-10 or bare) on `network`, when it is among `tokens`. */
export function sendTokenKey(
  tokens: readonly TokenBalance[],
  address: string,
  network: Network,
): string | undefined {
  const key = tokenKey({ address, chainId: network.caipNetworkId });
  return tokens.some((token) => tokenKey(token) === key) ? key : undefined;
}

/** The token of `key` (see tokenKey) among `tokens`, as its current balance row. */
export const sendTokenByKey = (
  tokens: readonly TokenBalance[],
  key: string | undefined,
): TokenBalance | undefined =>
  key === undefined ? undefined : tokens.find((token) => tokenKey(token) === key);

import { isNativeToken } from './isNativeToken.js';

/**
 * A token's identity across balance refreshes: its network and lower-cased contract address, or `native`.
 * The send flow keeps the key of the picked token, so a refreshed balance row replaces the old one.
 */
export const tokenKey = (token: {
  readonly address?: string | undefined;
  readonly chainId: string;
}): string => {
  if (isNativeToken(token) || token.address === undefined) return `${token.chainId}:native`;
  const address = token.address.slice(token.address.lastIndexOf(':') + 1);
  return `${token.chainId}:${address.toLowerCase()}`;
};

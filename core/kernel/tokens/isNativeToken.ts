import { NATIVE_TOKEN_ADDRESS } from './constants.js';

/**
 * A balance row of the chain's native currency: no token address, or the balance route's `0xeeee…eeee`
 * (CONTRACTS §1), in any case.
 */
export const isNativeToken = (token: { readonly address?: string | undefined }): boolean => {
  if (token.address === undefined) return true;
  const address = token.address.slice(token.address.lastIndexOf(':') + 1);
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
};

import { parseCaipAddress } from '../../../core/lib/caip/index.js';
import type { Hex } from '../../devnet/manifest.js';
import { ApiError, apiError, badRequest } from '../http/ApiError.js';
import type { SwapFailure, SwapProvider } from '../swap/SwapProvider.js';
import { isSwapNetwork, SWAP_NETWORK_UNSUPPORTED } from '../swap/swapNetworks.js';
import { chainReadFailure } from './resolveChain.js';

/** An amount in the token's smallest units: a positive integer below 2^256. */
export const amountSchema = { type: 'string', pattern: '^[1-9][0-9]{0,77}$' } as const;

export const parseAmount = (value: string, field: string): bigint => {
  const amount = BigInt(value);
  if (amount >= 2n ** 256n) throw badRequest(field, `${field} is too large`);
  return amount;
};

export interface SwapAddress {
  readonly caipNetworkId: string;
  readonly address: Hex;
  readonly caipAddress: string;
}

/** A CAIP-10 address of a request, or a 400 on `field`. */
export const parseSwapAddress = (value: string, field: string): SwapAddress => {
  const parsed = parseCaipAddress(value);
  if (parsed.isErr()) throw badRequest(field, `Invalid CAIP-10 address ${value.slice(0, 120)}`);
  const { caipNetworkId, address, caipAddress, namespace } = parsed.value;
  if (namespace !== 'eip155') throw badRequest(field, SWAP_NETWORK_UNSUPPORTED);
  return { caipNetworkId, address: address.toLowerCase() as Hex, caipAddress };
};

/** The other addresses must be on the first one's network. */
export const sameNetwork = (first: SwapAddress, others: Readonly<Record<string, SwapAddress>>): void => {
  for (const [field, other] of Object.entries(others)) {
    if (other.caipNetworkId !== first.caipNetworkId)
      throw badRequest(field, `${field} must be on ${first.caipNetworkId}`);
  }
};

/**
 * Swaps are offered on the SPEC §9 networks and the service's own chains ('Network not supported for
 * Swaps' / '… for Gas Price' otherwise, 400); an offered network no provider here serves is a 503.
 */
export const checkSwapNetwork = (
  provider: SwapProvider,
  configured: readonly string[],
  caipNetworkId: string,
  field: string,
  unsupported = SWAP_NETWORK_UNSUPPORTED,
): void => {
  if (!isSwapNetwork(caipNetworkId, configured)) throw badRequest(field, unsupported);
  if (!provider.serves(caipNetworkId))
    throw apiError(503, field, `Swaps on ${caipNetworkId} are not available on this service`);
};

/** A provider failure as the route's error; `fields` names the request's token fields and their addresses. */
export const swapFailure = (
  failure: SwapFailure,
  fields: { readonly from: readonly [string, Hex]; readonly to?: readonly [string, Hex] },
): ApiError => {
  const fieldOf = (address: Hex) =>
    fields.to !== undefined && fields.to[1] === address ? fields.to[0] : fields.from[0];
  switch (failure.kind) {
    case 'ChainUnavailable':
      return chainReadFailure(failure);
    case 'UnknownSwapToken':
      return badRequest(fieldOf(failure.address), `Token ${failure.address} cannot be swapped here`);
    case 'NoSwapRoute':
      return badRequest(
        fields.to?.[0] ?? fields.from[0],
        `No swap route from ${failure.from} to ${failure.to}`,
      );
    case 'NativeNeedsNoApproval':
      return badRequest(fields.from[0], 'The native currency needs no approval');
    case 'QuoteReverted':
      return new ApiError(400, [{ field: 'amount', description: 'The pools cannot swap this amount' }], {
        cause: failure.cause,
      });
    case 'SwapWouldFail':
      return new ApiError(
        400,
        [{ field: 'userAddress', description: 'The swap would fail: balance or allowance too low' }],
        { cause: failure.cause },
      );
  }
};

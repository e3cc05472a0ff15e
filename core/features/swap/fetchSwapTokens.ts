import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Network, SwapApi, SwapToken } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { mapSwapFailure } from './mapSwapFailure.js';
import { orderSwapTokens } from './orderSwapTokens.js';
import type { SwapError } from './types.js';

/** A network's swap tokens (GET /v1/convert/tokens), suggested symbols first; no list is QUERY_DATA_UNDEFINED. */
export const fetchSwapTokens = (
  swapApi: Pick<SwapApi, 'getTokens'>,
  network: Network,
  signal?: AbortSignal,
): ResultAsync<readonly SwapToken[], SwapError> =>
  ResultAsync.fromPromise(
    Promise.resolve().then(() => swapApi.getTokens({ chainId: network.caipNetworkId, signal })),
    mapSwapFailure,
  ).andThen(({ tokens }) =>
    Array.isArray(tokens)
      ? okAsync(orderSwapTokens(tokens))
      : errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'tokens' })),
  );

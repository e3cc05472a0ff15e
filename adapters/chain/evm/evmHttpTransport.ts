import { fallback, type HttpTransport, http, type Transport } from 'viem';
import { latchError } from '../../../core/errors/index.js';
import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '../../../core/rpc/index.js';
import type { Network } from '../../../ports/index.js';

const RETRY = { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS } as const;

/** One endpoint; inside a fallback it leaves retrying to the fallback (viem passes it retryCount 0). */
const httpTo = (url: string, retry: typeof RETRY | undefined): HttpTransport =>
  http(url, {
    batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS },
    timeout: RPC_TIMEOUT_MS,
    ...retry,
  });

/**
 * viem HTTP transport over a network's default RPC URLs (SPEC §9 timeout, batching and retry), through
 * viem's fallback when there are several: the next URL is tried at once, the whole list is retried.
 * Throws RPC_URL_REQUIRED when the network lists none.
 */
export function evmHttpTransport(network: Network): Transport {
  const [first, ...rest] = network.rpcUrls.default.http;
  if (first === undefined) {
    throw latchError('RPC_URL_REQUIRED', { details: `no RPC URL for ${network.caipNetworkId}` });
  }
  if (rest.length === 0) return httpTo(first, RETRY);
  return fallback(
    [first, ...rest].map((url) => httpTo(url, undefined)),
    RETRY,
  );
}

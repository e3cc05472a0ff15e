/** SPEC §8/§9 constants of the chain JSON-RPC transport. */

/** HTTP RPC timeout per request, in milliseconds. */
export const RPC_TIMEOUT_MS = 10_000;
/** Largest number of calls in one batched HTTP body. */
export const RPC_BATCH_SIZE = 1000;
/** Batch wait: calls issued in the same tick share a body (a scheduler timeout of 0). */
export const RPC_BATCH_WAIT_MS = 0;
/** First retry delay; the n-th retry (from 0) waits RPC_RETRY_DELAY_MS · 2^n (150, 300, 600). */
export const RPC_RETRY_DELAY_MS = 150;
/** At most this many retries after the first attempt. */
export const RPC_RETRY_COUNT = 3;
/** JSON-RPC error codes worth a retry: unknown (-1), internal error, limit exceeded. */
export const RPC_RETRY_ERROR_CODES: readonly number[] = [-1, -32603, -32005];
/** HTTP statuses worth a retry. */
export const RPC_RETRY_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** Fallback ranking: endpoints are pinged with this method. */
export const FALLBACK_PING_METHOD = 'net_listening';
export const FALLBACK_PING_INTERVAL_MS = 4000;
export const FALLBACK_PING_TIMEOUT_MS = 1000;
/** Samples kept per endpoint. */
export const FALLBACK_SAMPLE_COUNT = 10;
/** Score = stability · 0.7 + latency score · 0.3. */
export const FALLBACK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const;

/** Data-fetch retry (data service): 1 s doubling, capped at 30 s, 3 retries. */
export const DATA_RETRY = { baseMs: 1000, maxMs: 30_000, retries: 3 } as const;

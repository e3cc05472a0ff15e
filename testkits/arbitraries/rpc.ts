import fc from 'fast-check';
import { RPC_RETRY_ERROR_CODES, RPC_RETRY_HTTP_STATUSES } from '../../core/lib/rpc/constants.js';
import type { NodeMessageCode } from '../../core/lib/rpc/matchNodeMessage.js';
import type { EndpointHistory, EndpointSample } from '../../core/lib/rpc/scoreEndpoints.js';
import type { JsonRpcErrorObject } from '../../core/lib/rpc/types.js';
import {
  type FakeReply,
  type FakeRpcCall,
  hang,
  jsonReply,
  jsonRpcHandler,
  networkFailure,
  type RecordedHttpRequest,
  rpcCalls,
} from '../FakeHttpTransport.js';

// ---- HTTP statuses -------------------------------------------------------------------------------

/** Statuses SPEC §8 retries. */
export const retryableStatusArb = (): fc.Arbitrary<number> => fc.constantFrom(...RPC_RETRY_HTTP_STATUSES);

/** Error statuses (3xx–5xx) SPEC §8 does not retry. */
export const nonRetryableStatusArb = (): fc.Arbitrary<number> =>
  fc.integer({ min: 300, max: 599 }).filter((status) => !RPC_RETRY_HTTP_STATUSES.includes(status));

export const errorStatusArb = (): fc.Arbitrary<number> =>
  fc.oneof(retryableStatusArb(), nonRetryableStatusArb());

// ---- Retry-After -----------------------------------------------------------------------------------

export interface RetryAfterSample {
  readonly form: 'seconds' | 'date';
  readonly seconds: number;
  /** The header value when sent at `nowMs`. */
  header(nowMs: number): string;
  /** The wait it asks for when read at `nowMs` (HTTP-dates have whole seconds); undefined if past. */
  expectedMs(nowMs: number): number | undefined;
}

const retryAfterSample = (form: 'seconds' | 'date', seconds: number): RetryAfterSample => ({
  form,
  seconds,
  header: (nowMs) => (form === 'seconds' ? String(seconds) : new Date(nowMs + seconds * 1000).toUTCString()),
  expectedMs: (nowMs) => {
    if (form === 'seconds') return seconds * 1000;
    const wait = Math.floor((nowMs + seconds * 1000) / 1000) * 1000 - nowMs;
    return wait > 0 ? wait : undefined;
  },
});

/** Retry-After as delta-seconds (0–120) or as an HTTP-date 1–120 s ahead. */
export const retryAfterArb = (): fc.Arbitrary<RetryAfterSample> =>
  fc.oneof(
    fc.integer({ min: 0, max: 120 }).map((s) => retryAfterSample('seconds', s)),
    fc.integer({ min: 1, max: 120 }).map((s) => retryAfterSample('date', s)),
  );

// ---- JSON-RPC errors -------------------------------------------------------------------------------

/** One message per alternative of every node pattern (viem errors/node.ts), with its code. */
export const NODE_MESSAGE_SAMPLES: readonly { readonly message: string; readonly code: NodeMessageCode }[] = [
  { message: 'execution reverted: Ownable: caller is not the owner', code: 'EXECUTION_REVERTED' },
  { message: 'gas required exceeds allowance (0)', code: 'EXECUTION_REVERTED' },
  { message: 'max fee per gas higher than 2^256-1', code: 'FEE_CAP_TOO_HIGH' },
  { message: 'fee cap higher than 2^256-1', code: 'FEE_CAP_TOO_HIGH' },
  { message: 'max fee per gas less than block base fee: address 0x1', code: 'FEE_CAP_TOO_LOW' },
  { message: 'fee cap less than block base fee', code: 'FEE_CAP_TOO_LOW' },
  { message: 'transaction is outdated', code: 'FEE_CAP_TOO_LOW' },
  { message: 'nonce too high: address 0x1, tx: 9 state: 3', code: 'NONCE_TOO_HIGH' },
  { message: 'nonce too low: next nonce 4, tx nonce 2', code: 'NONCE_TOO_LOW' },
  { message: 'transaction already imported', code: 'NONCE_TOO_LOW' },
  { message: 'already known', code: 'NONCE_TOO_LOW' },
  { message: 'nonce has max value', code: 'NONCE_MAX_VALUE' },
  { message: 'insufficient funds for gas * price + value', code: 'INSUFFICIENT_FUNDS' },
  { message: 'exceeds transaction sender account balance', code: 'INSUFFICIENT_FUNDS' },
  { message: 'OutOfFunds', code: 'INSUFFICIENT_FUNDS' },
  { message: 'intrinsic gas too high', code: 'INTRINSIC_GAS_TOO_HIGH' },
  { message: 'gas limit reached', code: 'INTRINSIC_GAS_TOO_HIGH' },
  { message: 'intrinsic gas too low', code: 'INTRINSIC_GAS_TOO_LOW' },
  { message: 'transaction type not valid in this context', code: 'TRANSACTION_TYPE_NOT_SUPPORTED' },
  { message: 'max priority fee per gas higher than max fee per gas', code: 'TIP_ABOVE_FEE_CAP' },
  { message: 'tip higher than fee cap', code: 'TIP_ABOVE_FEE_CAP' },
];

/** A node message in random letter case, with digits around it, and the code it means. */
export const nodeMessageArb = (): fc.Arbitrary<{ message: string; code: NodeMessageCode }> =>
  fc
    .tuple(fc.constantFrom(...NODE_MESSAGE_SAMPLES), fc.nat(), fc.nat(), fc.boolean())
    .chain(([sample, before, after, padded]) =>
      fc.mixedCase(fc.constant(sample.message)).map((message) => ({
        code: sample.code,
        message: padded ? `${before} ${message} ${after}` : message,
      })),
    );

/** Codes with a fixed meaning, plus -1, 3 and codes of the ranges 5700–5760 and -32099…-32000. */
export const KNOWN_RPC_CODES: readonly number[] = [
  -1, 3, 4001, 4100, 4200, 4900, 4901, 4902, 5000, 5700, 5730, 5760, -32700, -32600, -32601, -32602, -32603,
  -32000, -32001, -32002, -32003, -32004, -32005, -32006, -32010, -32099,
];

export const rpcErrorCodeArb = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(...KNOWN_RPC_CODES),
    fc.integer(),
    fc.integer({ min: 5690, max: 5770 }),
    fc.integer({ min: -32110, max: -31990 }),
    fc.double(),
  );

export const rpcMessageArb = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string(),
    nodeMessageArb().map((sample) => sample.message),
    fc.constantFrom(
      'User rejected the request.',
      'User denied transaction signature',
      'execution reverted',
      '',
    ),
  );

/** Any JSON-RPC error object (codes and messages of every kind, with or without data). */
export const jsonRpcErrorArb = (): fc.Arbitrary<JsonRpcErrorObject> =>
  fc.record(
    { code: rpcErrorCodeArb(), message: rpcMessageArb(), data: fc.jsonValue() },
    { requiredKeys: ['code', 'message'] },
  );

/** Messages that match no node pattern and no user rejection. */
const PLAIN_MESSAGES = [
  'internal error',
  'request limit exceeded',
  'header not found',
  'unknown error',
] as const;

/** JSON-RPC errors SPEC §8 retries (-1, -32603, -32005 with a plain message). */
export const retryableRpcErrorArb = (): fc.Arbitrary<JsonRpcErrorObject> =>
  fc.record({ code: fc.constantFrom(...RPC_RETRY_ERROR_CODES), message: fc.constantFrom(...PLAIN_MESSAGES) });

/** Definitive node answers: reverts, node messages, user rejection, invalid params. */
export const definitiveRpcErrorArb = (): fc.Arbitrary<JsonRpcErrorObject> =>
  fc.oneof(
    fc.string().map((reason) => ({ code: 3, message: `execution reverted: ${reason}` })),
    nodeMessageArb().map(({ message }) => ({ code: -32000, message })),
    fc.constant({ code: 4001, message: 'User rejected the request.' }),
    fc.constant({ code: -32602, message: 'invalid argument 0: hex string has odd length' }),
  );

// ---- Endpoint behaviour and health -----------------------------------------------------------------

export const latencyArb = (max = 2000): fc.Arbitrary<number> => fc.integer({ min: 0, max });

/** How an endpoint treats one request. */
export type EndpointBehaviour =
  | { readonly kind: 'healthy'; readonly latencyMs: number }
  | { readonly kind: 'down' }
  | { readonly kind: 'hang' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'rpcError'; readonly error: JsonRpcErrorObject };

/** A failing behaviour that is not a definitive node answer (so a fallback moves on). */
export const unhealthyBehaviourArb = (): fc.Arbitrary<EndpointBehaviour> =>
  fc.oneof(
    fc.constant({ kind: 'down' as const }),
    fc.constant({ kind: 'hang' as const }),
    errorStatusArb().map((status) => ({ kind: 'status' as const, status })),
    retryableRpcErrorArb().map((error) => ({ kind: 'rpcError' as const, error })),
  );

export const healthyBehaviourArb = (): fc.Arbitrary<EndpointBehaviour> =>
  latencyArb(500).map((latencyMs) => ({ kind: 'healthy' as const, latencyMs }));

/** The reply a behaviour gives to a request; `result(call)` is what a healthy endpoint answers. */
export const behaviourReply = (
  behaviour: EndpointBehaviour,
  request: RecordedHttpRequest,
  result: (call: FakeRpcCall) => unknown = () => true,
): FakeReply | Promise<FakeReply> => {
  switch (behaviour.kind) {
    case 'healthy':
      return jsonRpcHandler((call) => ({ result: result(call) }), { delayMs: behaviour.latencyMs })(request);
    case 'down':
      return networkFailure();
    case 'hang':
      return hang();
    case 'status':
      return jsonReply({ message: 'unavailable' }, { status: behaviour.status });
    case 'rpcError': {
      const replies = rpcCalls(request).map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: behaviour.error,
      }));
      return jsonReply(Array.isArray(request.json) ? replies : replies[0]);
    }
  }
};

export const endpointSampleArb = (): fc.Arbitrary<EndpointSample> =>
  fc.record({ success: fc.boolean(), latencyMs: latencyArb() });

export const endpointUrlsArb = (min = 1, max = 5): fc.Arbitrary<string[]> =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: min, maxLength: max })
    .map((ns) => ns.map((n) => `https://rpc-${n}.example/`));

/** Ping histories of 1–5 endpoints, 0–12 samples each. */
export const endpointHistoriesArb = (): fc.Arbitrary<EndpointHistory[]> =>
  endpointUrlsArb().chain((urls) =>
    fc
      .tuple(...urls.map(() => fc.array(endpointSampleArb(), { maxLength: 12 })))
      .map((lists) => urls.map((url, index) => ({ url, samples: lists[index] ?? [] }))),
  );

/** Per endpoint, how it answers each successive ping round (a health timeline). */
export const endpointHealthTimelinesArb = (
  urls: readonly string[],
  rounds = 6,
): fc.Arbitrary<Map<string, EndpointSample[]>> =>
  fc
    .tuple(...urls.map(() => fc.array(endpointSampleArb(), { minLength: rounds, maxLength: rounds })))
    .map((lists) => new Map(urls.map((url, index) => [url, lists[index] ?? []])));

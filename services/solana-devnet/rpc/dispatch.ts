import type { DevnetState } from '../devnetState.js';
import type { RpcMethod } from './method.js';
import { RPC_CODES, RpcError } from './RpcError.js';

/** At most this many calls in one batch. */
export const MAX_BATCH = 32;

type Id = string | number | null;

export interface RpcResponse {
  readonly jsonrpc: '2.0';
  readonly id: Id;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

export const errorResponse = (id: Id, error: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: {
    code: error.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  },
});

const validId = (id: unknown): id is Id =>
  id === null ||
  (typeof id === 'string' && id.length <= 128) ||
  (typeof id === 'number' && Number.isFinite(id));

/** One call: an answer, or undefined for a notification (no `id`). Never throws. */
export function handleCall(
  request: unknown,
  state: DevnetState,
  methods: ReadonlyMap<string, RpcMethod>,
  log: (message: string) => void = () => {},
): RpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return errorResponse(null, new RpcError(RPC_CODES.invalidRequest, 'Invalid request'));
  const { jsonrpc, id, method, params } = request as Record<string, unknown>;
  const notification = !('id' in request);
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (!notification && !validId(id)))
    return errorResponse(validId(id) ? id : null, new RpcError(RPC_CODES.invalidRequest, 'Invalid request'));
  const answerId = notification ? null : (id as Id);
  const run = method.length <= 64 ? methods.get(method) : undefined;
  let response: RpcResponse;
  if (run === undefined) {
    response = errorResponse(answerId, new RpcError(RPC_CODES.methodNotFound, 'Method not found'));
  } else {
    try {
      response = { jsonrpc: '2.0', id: answerId, result: run(params, state) };
    } catch (error) {
      if (!(error instanceof RpcError)) log(`solana-devnet: ${method} failed: ${String(error)}`);
      response = errorResponse(
        answerId,
        error instanceof RpcError ? error : new RpcError(RPC_CODES.internal, 'Internal error'),
      );
    }
  }
  return notification ? undefined : response;
}

/** A parsed request body: one call or a batch of at most MAX_BATCH. */
export function handleBody(
  body: unknown,
  state: DevnetState,
  methods: ReadonlyMap<string, RpcMethod>,
  log?: (message: string) => void,
): RpcResponse | RpcResponse[] | undefined {
  if (!Array.isArray(body)) return handleCall(body, state, methods, log);
  if (body.length === 0 || body.length > MAX_BATCH)
    return errorResponse(
      null,
      new RpcError(RPC_CODES.invalidRequest, `A batch holds 1 to ${MAX_BATCH} calls, got ${body.length}`),
    );
  const answers = body.flatMap((call) => handleCall(call, state, methods, log) ?? []);
  return answers.length === 0 ? undefined : answers;
}

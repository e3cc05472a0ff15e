import { isRecord } from '../../../core/lib/validation/isRecord.js';
import type { ClientConnection, RpcId } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { MAX_BIGINT_DIGITS, parseJson } from './jsonCodec.js';
import { RelayRpcError } from './RelayRpcError.js';
import type { Route } from './routeTable.js';

/** Ids the relay echoes: short strings, finite numbers, and integers of up to 20 digits. */
const isRpcId = (value: unknown): value is RpcId =>
  (typeof value === 'string' && value.length <= 128) ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'bigint' && value.toString().replace('-', '').length <= MAX_BIGINT_DIGITS);

/** The one error handler: a RelayRpcError as it is, anything else as an internal error. */
export function errorResponse(id: RpcId | null, error: unknown) {
  const failure =
    error instanceof RelayRpcError
      ? error
      : new RelayRpcError('internalError', 'Internal relay error', { cause: error });
  return { id, jsonrpc: '2.0', error: failure.toBody() };
}

export const RATE_LIMITED = new RelayRpcError(
  'limitExceeded',
  'Rate limit exceeded: too many requests from this client, slow down',
  { data: { reason: 'rate' } },
);

/**
 * Handles one text frame from a client: a request (schema-checked, answered with result or error) or a
 * response to one of our deliveries (an acknowledgement, recorded in the mailbox). Frames are rate-limited
 * before they get here (receiveFrame); one let through unpaid as a likely acknowledgement pays through
 * `admitRequest` if it turns out to be a request.
 */
export function handleFrame(
  context: RelayContext,
  routes: ReadonlyMap<string, Route>,
  connection: ClientConnection,
  text: string,
  admitRequest: () => boolean = () => true,
): void {
  let frame: unknown;
  try {
    frame = parseJson(text);
  } catch {
    if (admitRequest()) {
      connection.send(errorResponse(null, new RelayRpcError('parseError', 'Frame is not valid JSON')));
    }
    return;
  }
  const id = isRecord(frame) && isRpcId(frame.id) ? frame.id : null;
  if (
    isRecord(frame) &&
    typeof frame.method !== 'string' &&
    id !== null &&
    ('result' in frame || 'error' in frame)
  ) {
    const message = connection.settle(id, 'result' in frame && frame.error === undefined);
    if (message !== undefined) {
      void context.mailbox
        .acknowledge(connection.clientId, message)
        .mapErr((failure) => context.log(`relay: acknowledgement not recorded: ${failure.message}`));
    }
    return;
  }
  if (!admitRequest()) {
    connection.send(errorResponse(id, RATE_LIMITED));
    return;
  }
  if (!isRecord(frame)) {
    connection.send(errorResponse(null, new RelayRpcError('invalidRequest', 'Expected one JSON-RPC object')));
    return;
  }
  if (typeof frame.method !== 'string') {
    connection.send(
      errorResponse(id, new RelayRpcError('invalidRequest', 'Expected a JSON-RPC request or response')),
    );
    return;
  }
  if (id === null) {
    connection.send(errorResponse(null, new RelayRpcError('invalidRequest', 'A request needs a short id')));
    return;
  }
  const run = routes.get(frame.method);
  if (run === undefined) {
    connection.send(
      errorResponse(id, new RelayRpcError('methodNotFound', `Unknown method ${frame.method.slice(0, 64)}`)),
    );
    return;
  }
  void run(context, connection, frame.params).match(
    (outcome) => {
      connection.send({ id, jsonrpc: '2.0', result: outcome.result });
      outcome.after?.();
    },
    (error) => connection.send(errorResponse(id, error)),
  );
}

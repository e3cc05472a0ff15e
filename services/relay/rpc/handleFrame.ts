import { isRecord } from '../../../core/validation/isRecord.js';
import type { ClientConnection, RpcId } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { parseJson } from './jsonCodec.js';
import { RelayRpcError } from './RelayRpcError.js';
import type { Route } from './routeTable.js';

const isRpcId = (value: unknown): value is RpcId =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';

/** The one error handler: a RelayRpcError as it is, anything else as an internal error. */
export function errorResponse(id: RpcId | null, error: unknown) {
  const failure =
    error instanceof RelayRpcError
      ? error
      : new RelayRpcError('internalError', 'Internal relay error', { cause: error });
  return { id, jsonrpc: '2.0', error: failure.toBody() };
}

const RATE_LIMITED = new RelayRpcError(
  'limitExceeded',
  'Rate limit exceeded: too many requests from this client, slow down',
  { data: { reason: 'rate' } },
);

/**
 * Handles one text frame from a client: a request (rate-limited, schema-checked, answered with result or
 * error) or a response to one of our deliveries (an acknowledgement, recorded in the mailbox).
 */
export function handleFrame(
  context: RelayContext,
  routes: ReadonlyMap<string, Route>,
  connection: ClientConnection,
  text: string,
): void {
  let frame: unknown;
  try {
    frame = parseJson(text);
  } catch {
    connection.send(errorResponse(null, new RelayRpcError('parseError', 'Frame is not valid JSON')));
    return;
  }
  if (!isRecord(frame)) {
    connection.send(errorResponse(null, new RelayRpcError('invalidRequest', 'Expected one JSON-RPC object')));
    return;
  }
  const id = isRpcId(frame.id) ? frame.id : null;

  if (typeof frame.method !== 'string') {
    if (id !== null && ('result' in frame || 'error' in frame)) {
      const message = connection.settle(id, 'result' in frame && frame.error === undefined);
      if (message !== undefined) {
        void context.mailbox
          .acknowledge(connection.clientId, message)
          .mapErr((failure) => context.log(`relay: acknowledgement not recorded: ${failure.message}`));
      }
      return;
    }
    connection.send(
      errorResponse(id, new RelayRpcError('invalidRequest', 'Expected a JSON-RPC request or response')),
    );
    return;
  }
  if (id === null) {
    connection.send(errorResponse(null, new RelayRpcError('invalidRequest', 'A request needs an id')));
    return;
  }
  if (!context.buckets.take(connection.clientId, context.now())) {
    connection.send(errorResponse(id, RATE_LIMITED));
    return;
  }
  const run = routes.get(frame.method);
  if (run === undefined) {
    connection.send(errorResponse(id, new RelayRpcError('methodNotFound', `Unknown method ${frame.method}`)));
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

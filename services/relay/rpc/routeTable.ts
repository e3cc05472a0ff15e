import { errAsync, type ResultAsync } from 'neverthrow';
import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { type Handler, type HandlerOutcome, relayHandlers } from '../handlers/relayHandlers.js';
import { RelayRpcError } from './RelayRpcError.js';
import { type RelayMethod, type RelayParams, relayParamSchemas } from './relayParams.js';
import type { Check } from './schema.js';

/** A method's schema check and handler, joined: takes raw params. */
export type Route = (
  context: RelayContext,
  connection: ClientConnection,
  params: unknown,
) => ResultAsync<HandlerOutcome, RelayRpcError>;

const route =
  <M extends RelayMethod>(check: Check<RelayParams<M>>, handler: Handler<M>): Route =>
  (context, connection, params) => {
    const checked = check(params, 'params');
    return checked.isErr()
      ? errAsync(new RelayRpcError('invalidParams', checked.error))
      : handler(context, connection, checked.value);
  };

/** Every relay method's route, for a message size limit (built once per relay). */
export function createRouteTable(maxMessageBytes: number): ReadonlyMap<string, Route> {
  const schemas = relayParamSchemas(maxMessageBytes);
  const h = relayHandlers;
  return new Map<string, Route>([
    ['irn_subscribe', route(schemas.irn_subscribe, h.irn_subscribe)],
    ['irn_batchSubscribe', route(schemas.irn_batchSubscribe, h.irn_batchSubscribe)],
    ['irn_unsubscribe', route(schemas.irn_unsubscribe, h.irn_unsubscribe)],
    ['irn_publish', route(schemas.irn_publish, h.irn_publish)],
    ['irn_batchFetchMessages', route(schemas.irn_batchFetchMessages, h.irn_batchFetchMessages)],
    ['wc_proposeSession', route(schemas.wc_proposeSession, h.wc_proposeSession)],
    ['wc_approveSession', route(schemas.wc_approveSession, h.wc_approveSession)],
  ]);
}

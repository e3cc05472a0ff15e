import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import type { TokenBuckets } from '../limits/tokenBucket.js';
import { errorResponse, handleFrame, RATE_LIMITED } from './handleFrame.js';
import { peekRpcId } from './peekRpcId.js';
import { RelayRpcError } from './RelayRpcError.js';
import type { Route } from './routeTable.js';

/** An acknowledgement is `{"id":…,"jsonrpc":"2.0","result":true}`: anything bigger pays like a request. */
const MAX_ACK_BYTES = 1_024;

export interface FrameGate {
  readonly context: RelayContext;
  readonly routes: ReadonlyMap<string, Route>;
  /** Frame budgets per client address, shared by all its sockets. */
  readonly addressBuckets: TokenBuckets;
}

/**
 * Every frame a client sends, before any parsing: it takes a token from the socket's bucket and from its
 * address's bucket, or is answered "rate limit exceeded" (with the id read from its first bytes) and
 * dropped unparsed. A small frame answering one of our deliveries is let through free (acknowledgements
 * are bounded by what we send). Binary frames are refused; text goes to handleFrame.
 */
export function receiveFrame(
  gate: FrameGate,
  connection: ClientConnection,
  data: Buffer,
  isBinary: boolean,
): void {
  const id = peekRpcId(data.subarray(0, 200).toString('latin1'));
  const admit = () => {
    const now = gate.context.now();
    return connection.bucket.take(now) && gate.addressBuckets.take(connection.addressKey, now);
  };
  const likelyAck = id !== undefined && data.length <= MAX_ACK_BYTES && connection.awaits(id);
  if (!likelyAck && !admit()) {
    connection.send(errorResponse(id ?? null, RATE_LIMITED));
    return;
  }
  if (isBinary) {
    connection.send(
      errorResponse(
        id ?? null,
        new RelayRpcError('invalidRequest', 'Binary frames are not accepted: send JSON text'),
      ),
    );
    return;
  }
  handleFrame(gate.context, gate.routes, connection, data.toString('utf8'), likelyAck ? admit : undefined);
}

import type { ResultAsync } from 'neverthrow';
import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { internalError, type RelayRpcError } from '../rpc/RelayRpcError.js';

/**
 * Makes the socket follow the topics and resolves with their subscription ids once fan-out delivery is
 * active; `deliverPending` then sends what the mailbox holds for the client (after the reply, so the
 * client knows the subscription before its messages arrive).
 */
export function subscribeTopics(
  context: RelayContext,
  connection: ClientConnection,
  topics: readonly string[],
): ResultAsync<string[], RelayRpcError> {
  const ids = topics.map((topic) => connection.follow(topic));
  return context.router
    .add(topics, connection)
    .map(() => ids)
    .mapErr(internalError);
}

/** Sends the mailbox's pending messages of each topic to the socket, oldest first. */
export function deliverPending(
  context: RelayContext,
  connection: ClientConnection,
  topics: readonly string[],
): void {
  for (const topic of new Set(topics)) {
    void context.mailbox.pending(topic, connection.clientId).match(
      (messages) => {
        for (const message of messages) connection.deliver(message);
      },
      (failure) => context.log(`relay: mailbox read failed for a subscriber: ${failure.message}`),
    );
  }
}

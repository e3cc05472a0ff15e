import { errAsync, type ResultAsync } from 'neverthrow';
import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { internalError, RelayRpcError } from '../rpc/RelayRpcError.js';

/**
 * Makes the socket follow the topics and resolves with their subscription ids once fan-out delivery is
 * active; `deliverPending` then sends what the mailbox holds for the client (after the reply, so the
 * client knows the subscription before its messages arrive). A socket follows at most
 * `maxSubscriptions` topics: past that the whole call is refused and nothing changes.
 */
export function subscribeTopics(
  context: RelayContext,
  connection: ClientConnection,
  topics: readonly string[],
): ResultAsync<string[], RelayRpcError> {
  const fresh = new Set(topics.filter((topic) => !connection.subscriptions.has(topic)));
  if (connection.subscriptions.size + fresh.size > context.maxSubscriptions) {
    return errAsync(
      new RelayRpcError(
        'limitExceeded',
        `Subscription limit reached: one connection follows at most ${context.maxSubscriptions} topics`,
        { data: { reason: 'subscriptions', limit: context.maxSubscriptions } },
      ),
    );
  }
  const ids = topics.map((topic) => connection.follow(topic));
  return context.router
    .add(topics, connection)
    .map(() => ids)
    .mapErr(internalError);
}

/**
 * Sends the mailbox's pending messages of each topic to the socket, oldest first, waiting whenever the
 * socket's unsent data passes the low-water mark (a long replay never floods the send buffer).
 */
export function deliverPending(
  context: RelayContext,
  connection: ClientConnection,
  topics: readonly string[],
): void {
  void (async () => {
    for (const topic of new Set(topics)) {
      if (!connection.open) return;
      const pending = await context.mailbox.pending(topic, connection.clientId);
      if (pending.isErr()) {
        context.log(`relay: mailbox read failed for a subscriber: ${pending.error.message}`);
        continue;
      }
      for (const message of pending.value) {
        await connection.drained(context.replayLowWaterBytes);
        if (!connection.open) return;
        connection.deliver(message);
      }
    }
  })().catch((error: unknown) => context.log(`relay: mailbox replay failed: ${String(error)}`));
}

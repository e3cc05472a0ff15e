import { errAsync, type ResultAsync } from 'neverthrow';
import type { ClientConnection } from '../connection/ClientConnection.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { internalError, RelayRpcError } from '../rpc/RelayRpcError.js';

type SubscriptionScope = 'socket' | 'address' | 'total';

const refuse = (message: string, scope: SubscriptionScope, limit: number) =>
  errAsync(new RelayRpcError('limitExceeded', message, { data: { reason: 'subscriptions', scope, limit } }));

/**
 * Makes the socket follow the topics and resolves with their subscription ids once fan-out delivery is
 * active; `deliverPending` then sends what the mailbox holds for the client (after the reply, so the
 * client knows the subscription before its messages arrive). Each topic a socket follows holds one slot
 * of `context.subscriptionSlots` (per client address across its sockets, and in all) until
 * `unsubscribeTopic` or `releaseSubscriptions`; a topic the socket already follows (or named twice) takes
 * none. Past a limit — `maxSubscriptions` for one socket, then the address's and the total — the whole
 * call is refused (limitExceeded, `data: {reason: 'subscriptions', scope: 'socket' | 'address' | 'total',
 * limit}`) and nothing changes. The only way topics are followed: every method that subscribes comes here.
 */
export function subscribeTopics(
  context: RelayContext,
  connection: ClientConnection,
  topics: readonly string[],
): ResultAsync<string[], RelayRpcError> {
  if (connection.closed) return errAsync(new RelayRpcError('invalidRequest', 'The socket is closed'));
  const fresh = new Set(topics.filter((topic) => !connection.subscriptions.has(topic)));
  if (connection.subscriptions.size + fresh.size > context.maxSubscriptions) {
    return refuse(
      `Subscription limit reached: one connection follows at most ${context.maxSubscriptions} topics`,
      'socket',
      context.maxSubscriptions,
    );
  }
  const slots = context.subscriptionSlots;
  const refusal = slots.acquire(connection.addressKey, fresh.size);
  if (refusal === 'key') {
    return refuse(
      `Subscription limit reached: the connections of one address follow at most ${slots.limits.perKey} topics`,
      'address',
      slots.limits.perKey,
    );
  }
  if (refusal === 'total') {
    return refuse(
      `Relay at its subscription limit (${slots.limits.total} topics in all), try again later`,
      'total',
      slots.limits.total,
    );
  }
  const ids = topics.map((topic) => connection.follow(topic));
  return context.router
    .add(topics, connection)
    .map(() => ids)
    .mapErr(internalError);
}

/** Stops the socket following `topic` and gives back its slot (nothing when it did not follow it). */
export function unsubscribeTopic(context: RelayContext, connection: ClientConnection, topic: string): void {
  if (!connection.unfollow(topic)) return;
  context.subscriptionSlots.release(connection.addressKey);
  context.router.remove([topic], connection);
}

/** The socket closed: it follows nothing more, and every slot it held is given back (once: it is emptied). */
export function releaseSubscriptions(context: RelayContext, connection: ClientConnection): void {
  const topics = connection.unfollowAll();
  context.subscriptionSlots.release(connection.addressKey, topics.length);
  context.router.remove(topics, connection);
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

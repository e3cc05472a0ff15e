import type { ResultAsync } from 'neverthrow';
import { messageId } from '../connection/hashes.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { clampTtl } from '../limits/clampTtl.js';
import { MailboxFull, type RelayMessage } from '../mailbox/RelayMessage.js';
import { internalError, RelayRpcError } from '../rpc/RelayRpcError.js';

export interface PublishInput {
  readonly topic: string;
  readonly message: string;
  readonly ttl: number | undefined;
  readonly tag: number | undefined;
  /** The publishing client's id: the message never goes back to it. */
  readonly publisher: string;
}

/**
 * Stores the message in the mailbox (until its clamped ttl) and fans it out to every socket following
 * the topic; resolves once both are done, so a `true` reply means the message is safe. A repeated
 * publish of the same envelope is stored once but fanned out again (its first fan-out may have failed).
 * A full mailbox refuses the message (limitExceeded) and nothing is fanned out.
 */
export function publishMessage(
  context: RelayContext,
  input: PublishInput,
): ResultAsync<RelayMessage, RelayRpcError> {
  const publishedAt = context.now();
  const message: RelayMessage = {
    id: messageId(input.topic, input.message),
    topic: input.topic,
    message: input.message,
    publishedAt,
    expiresAt: publishedAt + clampTtl(input.ttl) * 1000,
    tag: input.tag ?? 0,
    publisher: input.publisher,
  };
  return context.mailbox
    .store(message)
    .mapErr((failure) =>
      failure instanceof MailboxFull
        ? new RelayRpcError('limitExceeded', failure.message, {
            data: { reason: 'mailbox', scope: failure.scope },
          })
        : internalError(failure),
    )
    .andThen(() => context.fanOut.publish(message).mapErr(internalError))
    .map(() => message);
}

import { errAsync, type ResultAsync } from 'neverthrow';
import { messageId } from '../connection/hashes.js';
import type { RelayContext } from '../connection/RelayContext.js';
import { clampTtl } from '../limits/clampTtl.js';
import { MailboxFull, messageSize, type RelayMessage } from '../mailbox/RelayMessage.js';
import { internalError, RelayRpcError } from '../rpc/RelayRpcError.js';

export interface PublishInput {
  readonly topic: string;
  readonly message: string;
  readonly ttl: number | undefined;
  readonly tag: number | undefined;
  /** The publishing client's id: the message never goes back to it. */
  readonly publisher: string;
  /** The publishing client's address key (IPv4, or IPv6 /64), for the per-address quota. */
  readonly address: string;
}

/**
 * Stores the message in the mailbox (until its clamped ttl) and fans it out to every socket following
 * the topic; resolves once both are done, so a `true` reply means the message is safe. A repeated
 * publish of the same envelope is stored once but fanned out again (its first fan-out may have failed).
 * A full mailbox, or a publisher (client id or address) holding its quota already, refuses the message
 * (limitExceeded, `data.scope` saying which) and nothing is fanned out.
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
  const publisher = { clientId: input.publisher, addressKey: input.address };
  const size = messageSize(message);
  const full = context.quotas.take(publisher, size, message.expiresAt, publishedAt);
  if (full !== undefined) {
    return errAsync(
      new RelayRpcError('limitExceeded', `Relay mailbox quota of this ${full} reached`, {
        data: { reason: 'mailbox', scope: full },
      }),
    );
  }
  const giveBack = () => context.quotas.giveBack(publisher, size, message.expiresAt);
  return context.mailbox
    .store(message)
    .map((stored) => {
      // Already stored (a repeated publish): counted once, under its first publish.
      if (!stored) giveBack();
      return stored;
    })
    .mapErr((failure) => {
      giveBack();
      return failure;
    })
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

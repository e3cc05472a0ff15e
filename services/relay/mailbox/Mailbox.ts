import type { ResultAsync } from 'neverthrow';
import type { BackendFailure, MailboxFull, RelayMessage } from './RelayMessage.js';

/**
 * Where published messages wait for their readers until they expire. Delivery is at-least-once: a message
 * stays pending for a client until that client acknowledges it (or it expires); it is never pending for
 * the client that published it.
 */
export interface Mailbox {
  /**
   * Keeps the message until `expiresAt`; false when the same message was already stored. MailboxFull when
   * the topic or the whole mailbox is at its limit (count or bytes): nothing is evicted to make room.
   */
  store(message: RelayMessage): ResultAsync<boolean, BackendFailure | MailboxFull>;
  /** The unexpired messages of `topic` that `clientId` neither published nor acknowledged, oldest first. */
  pending(topic: string, clientId: string): ResultAsync<RelayMessage[], BackendFailure>;
  /** Records that `clientId` received the message, so it is not delivered to that client again. */
  acknowledge(clientId: string, message: RelayMessage): ResultAsync<void, BackendFailure>;
  /**
   * Bytes the stored messages take, as the mailbox limits count them (expired ones until they are swept; in
   * Redis, the whole shared mailbox's). For the `relay_mailbox_bytes` gauge.
   */
  bytes(): ResultAsync<number, BackendFailure>;
  close(): Promise<void>;
}

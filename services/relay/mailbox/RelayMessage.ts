import { isRecord } from '../../../core/lib/validation/isRecord.js';

/** One published message as the relay keeps and forwards it. */
export interface RelayMessage {
  /** sha256 of topic + message: the same envelope published twice is one message. */
  readonly id: string;
  readonly topic: string;
  /** The encrypted envelope, base64. */
  readonly message: string;
  /** Milliseconds since the epoch. */
  readonly publishedAt: number;
  /** When the mailbox forgets it (publishedAt + clamped ttl). */
  readonly expiresAt: number;
  readonly tag: number;
  /** The publishing client's id (JWT iss): never delivered back to it. */
  readonly publisher: string;
}

/** A storage or fan-out backend (Redis) failed; the relay answers the request with an internal error. */
export class BackendFailure extends Error {
  override readonly name = 'BackendFailure';
}

/** The mailbox holds as much as it may (for the topic, or in all); the publisher is told to try later. */
export class MailboxFull extends Error {
  override readonly name = 'MailboxFull';
  readonly scope: 'topic' | 'total';

  constructor(scope: 'topic' | 'total') {
    super(
      scope === 'topic'
        ? 'Mailbox full for this topic: wait until its readers catch up or messages expire'
        : 'Relay mailbox full: try again later',
    );
    this.scope = scope;
  }
}

/** What a message costs the mailbox: its envelope's characters (the rest of the record is small and fixed). */
export const messageSize = (message: RelayMessage): number => message.message.length;

export const toBackendFailure =
  (what: string) =>
  (cause: unknown): BackendFailure =>
    cause instanceof BackendFailure
      ? cause
      : new BackendFailure(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });

/** Reads a RelayMessage back from JSON (Redis); undefined when the text is not one. */
export function parseRelayMessage(text: string): RelayMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { id, topic, message, publishedAt, expiresAt, tag, publisher } = value;
  return typeof id === 'string' &&
    typeof topic === 'string' &&
    typeof message === 'string' &&
    typeof publishedAt === 'number' &&
    typeof expiresAt === 'number' &&
    typeof tag === 'number' &&
    typeof publisher === 'string'
    ? { id, topic, message, publishedAt, expiresAt, tag, publisher }
    : undefined;
}

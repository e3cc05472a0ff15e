import { isRecord } from '../../../core/validation/isRecord.js';

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

import { okAsync } from 'neverthrow';
import type { Mailbox } from './Mailbox.js';
import type { RelayMessage } from './RelayMessage.js';

export interface MemoryMailboxOptions {
  /** Milliseconds since the epoch; injectable for tests. */
  readonly now?: () => number;
  /** How often expired messages and acknowledgements are dropped; default 30 s. */
  readonly sweepIntervalMs?: number;
}

const ackKey = (clientId: string, topic: string) => `${clientId}\n${topic}`;

/** The mailbox of a single relay process: lost on restart (use the Redis one to keep messages). */
export function createMemoryMailbox(options: MemoryMailboxOptions = {}): Mailbox {
  const now = options.now ?? Date.now;
  const topics = new Map<string, Map<string, RelayMessage>>();
  const acks = new Map<string, Map<string, number>>();

  const sweep = () => {
    const time = now();
    for (const [topic, messages] of topics) {
      for (const [id, message] of messages) if (message.expiresAt <= time) messages.delete(id);
      if (messages.size === 0) topics.delete(topic);
    }
    for (const [key, acked] of acks) {
      for (const [id, expiresAt] of acked) if (expiresAt <= time) acked.delete(id);
      if (acked.size === 0) acks.delete(key);
    }
  };
  const timer = setInterval(sweep, options.sweepIntervalMs ?? 30_000);
  timer.unref();

  return {
    store(message) {
      if (message.expiresAt <= now()) return okAsync(false);
      let messages = topics.get(message.topic);
      if (messages === undefined) {
        messages = new Map();
        topics.set(message.topic, messages);
      }
      const existing = messages.get(message.id);
      if (existing !== undefined && existing.expiresAt > now()) return okAsync(false);
      messages.set(message.id, message);
      return okAsync(true);
    },
    pending(topic, clientId) {
      const time = now();
      const acked = acks.get(ackKey(clientId, topic));
      const waiting = [...(topics.get(topic)?.values() ?? [])].filter(
        (message) => message.expiresAt > time && message.publisher !== clientId && !acked?.has(message.id),
      );
      return okAsync(waiting.sort((a, b) => a.publishedAt - b.publishedAt));
    },
    acknowledge(clientId, message) {
      const key = ackKey(clientId, message.topic);
      let acked = acks.get(key);
      if (acked === undefined) {
        acked = new Map();
        acks.set(key, acked);
      }
      acked.set(message.id, message.expiresAt);
      return okAsync(undefined);
    },
    close() {
      clearInterval(timer);
      topics.clear();
      acks.clear();
      return Promise.resolve();
    },
  };
}

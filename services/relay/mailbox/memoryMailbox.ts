import { errAsync, okAsync } from 'neverthrow';
import type { MailboxLimits } from '../relayOptions.js';
import type { Mailbox } from './Mailbox.js';
import { MailboxFull, messageSize, type RelayMessage } from './RelayMessage.js';

export interface MemoryMailboxOptions {
  readonly limits: MailboxLimits;
  /** Milliseconds since the epoch; injectable for tests. */
  readonly now?: () => number;
  /** How often expired messages and acknowledgements are dropped; default 30 s. */
  readonly sweepIntervalMs?: number;
  /** Most (client, topic) acknowledgement sets kept; the oldest go first (they may be delivered again). */
  readonly maxAckSets?: number;
}

interface TopicBox {
  readonly messages: Map<string, RelayMessage>;
  bytes: number;
}

const ackKey = (clientId: string, topic: string) => `${clientId}\n${topic}`;

/**
 * The mailbox of a single relay process: lost on restart (use the Redis one to keep messages). Bounded per
 * topic and in total, in messages and bytes; a full mailbox refuses new messages rather than dropping
 * stored ones.
 */
export function createMemoryMailbox(options: MemoryMailboxOptions): Mailbox {
  const { limits } = options;
  const now = options.now ?? Date.now;
  const maxAckSets = options.maxAckSets ?? 100_000;
  const topics = new Map<string, TopicBox>();
  const acks = new Map<string, Map<string, number>>();
  let totalMessages = 0;
  let totalBytes = 0;
  let sweptAt = 0;

  const sweepTopic = (topic: string, box: TopicBox, time: number) => {
    for (const [id, message] of box.messages) {
      if (message.expiresAt > time) continue;
      box.messages.delete(id);
      box.bytes -= messageSize(message);
      totalMessages--;
      totalBytes -= messageSize(message);
    }
    if (box.messages.size === 0) topics.delete(topic);
  };
  const sweep = () => {
    const time = now();
    sweptAt = time;
    for (const [topic, box] of topics) sweepTopic(topic, box, time);
    for (const [key, acked] of acks) {
      for (const [id, expiresAt] of acked) if (expiresAt <= time) acked.delete(id);
      if (acked.size === 0) acks.delete(key);
    }
  };
  const timer = setInterval(sweep, options.sweepIntervalMs ?? 30_000);
  timer.unref();

  const topicFull = (box: TopicBox, size: number) =>
    box.messages.size >= limits.topicMessages || box.bytes + size > limits.topicBytes;
  const totalFull = (size: number) =>
    totalMessages >= limits.totalMessages || totalBytes + size > limits.totalBytes;

  return {
    store(message) {
      const time = now();
      if (message.expiresAt <= time) return okAsync(false);
      const size = messageSize(message);
      let box = topics.get(message.topic);
      const existing = box?.messages.get(message.id);
      if (existing !== undefined && existing.expiresAt > time) return okAsync(false);
      if (box !== undefined && topicFull(box, size)) sweepTopic(message.topic, box, time);
      if (box !== undefined && topicFull(box, size)) return errAsync(new MailboxFull('topic'));
      // A full sweep costs one pass over the mailbox: at most once a second, however hard it is pushed.
      if (totalFull(size) && time - sweptAt >= 1_000) sweep();
      if (totalFull(size)) return errAsync(new MailboxFull('total'));
      box = topics.get(message.topic);
      if (box === undefined) {
        box = { messages: new Map(), bytes: 0 };
        topics.set(message.topic, box);
      }
      box.messages.set(message.id, message);
      box.bytes += size;
      totalMessages++;
      totalBytes += size;
      return okAsync(true);
    },
    pending(topic, clientId) {
      const time = now();
      const acked = acks.get(ackKey(clientId, topic));
      const waiting = [...(topics.get(topic)?.messages.values() ?? [])].filter(
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
        if (acks.size > maxAckSets) {
          const oldest = acks.keys().next();
          if (!oldest.done) acks.delete(oldest.value);
        }
      }
      acked.set(message.id, message.expiresAt);
      return okAsync(undefined);
    },
    bytes() {
      return okAsync(totalBytes);
    },
    close() {
      clearInterval(timer);
      topics.clear();
      acks.clear();
      return Promise.resolve();
    },
  };
}

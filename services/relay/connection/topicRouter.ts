import { okAsync, type Result, ResultAsync } from 'neverthrow';
import type { FanOut } from '../fanout/FanOut.js';
import type { BackendFailure, RelayMessage } from '../mailbox/RelayMessage.js';

/** Something on this relay process that follows topics: one socket. */
export interface TopicSubscriber {
  readonly clientId: string;
  deliver(message: RelayMessage): void;
}

/**
 * The topics this relay process follows and which sockets follow each: the fan-out watches a topic while
 * at least one local socket does, and every fanned-out message goes to those sockets except the
 * publisher's own.
 */
export interface TopicRouter {
  /** Adds the subscriber; resolves once fan-out delivery of every one of the topics is active. */
  add(topics: readonly string[], subscriber: TopicSubscriber): ResultAsync<void, BackendFailure>;
  remove(topics: readonly string[], subscriber: TopicSubscriber): void;
  dispatch(message: RelayMessage): void;
  readonly topicCount: number;
}

interface Entry {
  readonly subscribers: Set<TopicSubscriber>;
  readonly ready: Promise<Result<void, BackendFailure>>;
}

export function createTopicRouter(fanOut: FanOut, onError: (failure: BackendFailure) => void): TopicRouter {
  const entries = new Map<string, Entry>();

  return {
    add(topics, subscriber) {
      const fresh = topics.filter((topic) => !entries.has(topic));
      const watching = fresh.length > 0 ? Promise.resolve(fanOut.watch(fresh)) : undefined;
      const readies = new Set<Promise<Result<void, BackendFailure>>>();
      for (const topic of new Set(topics)) {
        let entry = entries.get(topic);
        if (entry === undefined) {
          entry = { subscribers: new Set(), ready: watching ?? Promise.resolve(okAsync(undefined)) };
          entries.set(topic, entry);
        }
        entry.subscribers.add(subscriber);
        readies.add(entry.ready);
      }
      return ResultAsync.fromSafePromise(Promise.all(readies)).andThen((results) => {
        const failed = results.find((result) => result.isErr());
        return failed ?? okAsync(undefined);
      });
    },

    remove(topics, subscriber) {
      const idle: string[] = [];
      for (const topic of topics) {
        const entry = entries.get(topic);
        if (entry === undefined) continue;
        entry.subscribers.delete(subscriber);
        if (entry.subscribers.size === 0) {
          entries.delete(topic);
          idle.push(topic);
        }
      }
      if (idle.length > 0) void fanOut.unwatch(idle).mapErr(onError);
    },

    dispatch(message) {
      const entry = entries.get(message.topic);
      if (entry === undefined) return;
      for (const subscriber of entry.subscribers) {
        if (subscriber.clientId !== message.publisher) subscriber.deliver(message);
      }
    },

    get topicCount() {
      return entries.size;
    },
  };
}

import type { Redis } from 'ioredis';
import { ResultAsync } from 'neverthrow';
import { parseRelayMessage, toBackendFailure } from '../mailbox/RelayMessage.js';
import type { FanOut, FanOutListener } from './FanOut.js';

export interface RedisFanOutOptions {
  /** A command connection for PUBLISH; the caller owns it. */
  readonly publisher: Redis;
  /** A connection dedicated to SUBSCRIBE (Redis puts it in subscriber mode); the caller owns it. */
  readonly subscriber: Redis;
  readonly prefix: string;
  readonly listener: FanOutListener;
}

/**
 * Fan-out over Redis pub/sub, one channel per topic (`<p>f:<topic>`): each relay process subscribes to
 * the topics its sockets follow, so a message published on any process reaches the right sockets.
 */
export function createRedisFanOut({ publisher, subscriber, prefix, listener }: RedisFanOutOptions): FanOut {
  const channelPrefix = `${prefix}f:`;
  const channel = (topic: string) => channelPrefix + topic;
  const onMessage = (name: string, text: string) => {
    if (!name.startsWith(channelPrefix)) return;
    const message = parseRelayMessage(text);
    if (message !== undefined) listener(message);
  };
  subscriber.on('message', onMessage);

  return {
    publish: (message) =>
      ResultAsync.fromPromise(
        publisher.publish(channel(message.topic), JSON.stringify(message)),
        toBackendFailure('Redis fan-out publish failed'),
      ).map(() => undefined),
    watch: (topics) =>
      ResultAsync.fromPromise(
        topics.length === 0 ? Promise.resolve() : subscriber.subscribe(...topics.map(channel)),
        toBackendFailure('Redis fan-out subscribe failed'),
      ).map(() => undefined),
    unwatch: (topics) =>
      ResultAsync.fromPromise(
        topics.length === 0 ? Promise.resolve() : subscriber.unsubscribe(...topics.map(channel)),
        toBackendFailure('Redis fan-out unsubscribe failed'),
      ).map(() => undefined),
    close() {
      subscriber.off('message', onMessage);
      return Promise.resolve();
    },
  };
}

import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { FanOut } from '../fanout/FanOut.js';
import type { RelayMessage } from '../mailbox/RelayMessage.js';
import { createTopicRouter, type TopicSubscriber } from './topicRouter.js';

/** A fan-out that records what the router asks of it. */
function recordingFanOut() {
  const calls: string[] = [];
  const fanOut: FanOut = {
    publish: () => okAsync(undefined),
    watch: (topics) => {
      calls.push(`watch ${topics.join(',')}`);
      return okAsync(undefined);
    },
    unwatch: (topics) => {
      calls.push(`unwatch ${topics.join(',')}`);
      return okAsync(undefined);
    },
    close: () => Promise.resolve(),
  };
  return { fanOut, calls };
}

const subscriber = (clientId: string) => {
  const got: string[] = [];
  const value: TopicSubscriber = { clientId, deliver: (message) => got.push(message.id) };
  return { value, got };
};

const message = (topic: string, id: string, publisher: string): RelayMessage => ({
  id,
  topic,
  message: 'AAAA',
  publishedAt: 0,
  expiresAt: 1,
  tag: 0,
  publisher,
});

describe('createTopicRouter', () => {
  it('watches a topic while one local subscriber follows it', async () => {
    const { fanOut, calls } = recordingFanOut();
    const router = createTopicRouter(fanOut, () => undefined);
    const a = subscriber('a');
    const b = subscriber('b');
    (await router.add(['t1', 't2'], a.value))._unsafeUnwrap();
    (await router.add(['t1'], b.value))._unsafeUnwrap();
    router.remove(['t1'], a.value);
    expect(router.topicCount).toBe(2);
    router.remove(['t1'], b.value);
    router.remove(['t2'], a.value);
    expect(calls).toEqual(['watch t1,t2', 'unwatch t1', 'unwatch t2']);
    expect(router.topicCount).toBe(0);
  });

  it('dispatches to the topic’s subscribers except the publisher', async () => {
    const router = createTopicRouter(recordingFanOut().fanOut, () => undefined);
    const a = subscriber('a');
    const b = subscriber('b');
    await router.add(['t'], a.value);
    await router.add(['t'], b.value);
    router.dispatch(message('t', 'm1', 'a'));
    router.dispatch(message('other', 'm2', 'b'));
    expect(a.got).toEqual([]);
    expect(b.got).toEqual(['m1']);
  });
});

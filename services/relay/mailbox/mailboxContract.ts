import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailboxLimits, RELAY_DEFAULTS } from '../relayOptions.js';
import type { Mailbox } from './Mailbox.js';
import type { RelayMessage } from './RelayMessage.js';

/** The behaviour every Mailbox implementation must show; run by each implementation's test file. */
export function describeMailboxContract(
  name: string,
  open: (limits: MailboxLimits) => Promise<{ mailbox: Mailbox; close: () => Promise<void> }>,
): void {
  describe(`${name} (mailbox contract)`, () => {
    let mailbox: Mailbox;
    let close: () => Promise<void>;
    let counter = 0;
    const topic = () => `${String(++counter).padStart(4, '0')}${'ab'.repeat(30)}`;
    const message = (overrides: Partial<RelayMessage> & { topic: string }): RelayMessage => {
      const now = Date.now();
      return {
        id: `id-${++counter}`,
        message: 'AAAA',
        publishedAt: now,
        expiresAt: now + 60_000,
        tag: 0,
        publisher: 'did:key:alice',
        ...overrides,
      };
    };

    beforeAll(async () => {
      ({ mailbox, close } = await open(RELAY_DEFAULTS.mailboxLimits));
    });
    afterAll(async () => {
      await mailbox.close();
      await close();
    });

    it('keeps messages for other clients, oldest first, never for their publisher', async () => {
      const t = topic();
      // Publish times a whole second apart: a clock tick between two Date.now() calls must not tie them.
      const now = Date.now();
      const second = message({ topic: t, publishedAt: now + 1_000 });
      const first = message({ topic: t, publishedAt: now });
      expect((await mailbox.store(second))._unsafeUnwrap()).toBe(true);
      expect((await mailbox.store(first))._unsafeUnwrap()).toBe(true);
      expect((await mailbox.pending(t, 'did:key:bob'))._unsafeUnwrap()).toEqual([first, second]);
      expect((await mailbox.pending(t, 'did:key:alice'))._unsafeUnwrap()).toEqual([]);
      expect((await mailbox.pending(topic(), 'did:key:bob'))._unsafeUnwrap()).toEqual([]);
    });

    it('tells the bytes its messages take, growing by each one stored', async () => {
      const before = (await mailbox.bytes())._unsafeUnwrap();
      expect(
        (await mailbox.store(message({ topic: topic(), message: 'A'.repeat(100) })))._unsafeUnwrap(),
      ).toBe(true);
      expect((await mailbox.bytes())._unsafeUnwrap()).toBe(before + 100);
    });

    it('stores the same message once', async () => {
      const stored = message({ topic: topic() });
      expect((await mailbox.store(stored))._unsafeUnwrap()).toBe(true);
      expect((await mailbox.store({ ...stored, publishedAt: stored.publishedAt + 5 }))._unsafeUnwrap()).toBe(
        false,
      );
      expect((await mailbox.pending(stored.topic, 'did:key:bob'))._unsafeUnwrap()).toEqual([stored]);
    });

    it('stops delivering to a client what it acknowledged, and only to that client', async () => {
      const t = topic();
      const one = message({ topic: t });
      const two = message({ topic: t, publishedAt: one.publishedAt + 1 });
      await mailbox.store(one);
      await mailbox.store(two);
      await mailbox.acknowledge('did:key:bob', one);
      expect((await mailbox.pending(t, 'did:key:bob'))._unsafeUnwrap()).toEqual([two]);
      expect((await mailbox.pending(t, 'did:key:carol'))._unsafeUnwrap()).toEqual([one, two]);
    });

    it('forgets messages when they expire', async () => {
      const t = topic();
      const now = Date.now();
      // Long enough that a loaded machine still sees both before the first expires.
      const shortLived = message({ topic: t, expiresAt: now + 1_000 });
      const longLived = message({ topic: t, publishedAt: now + 1 });
      await mailbox.store(shortLived);
      await mailbox.store(longLived);
      expect((await mailbox.pending(t, 'did:key:bob'))._unsafeUnwrap()).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await mailbox.pending(t, 'did:key:bob'))._unsafeUnwrap()).toEqual([longLived]);
      expect((await mailbox.store(message({ topic: t, expiresAt: now - 1 })))._unsafeUnwrap()).toBe(false);
    });

    it('refuses messages past the per-topic and total limits (count and bytes), and makes room as they expire', async () => {
      const small = await open({ topicMessages: 2, topicBytes: 10, totalMessages: 4, totalBytes: 1_000 });
      const full = (scope: string) => ({ name: 'MailboxFull', scope });
      try {
        const [a, b, c, d] = [topic(), topic(), topic(), topic()];
        const now = Date.now();
        const shortLived = message({ topic: a, message: 'AAAA', expiresAt: now + 1_000 });
        expect((await small.mailbox.store(shortLived))._unsafeUnwrap()).toBe(true);
        expect((await small.mailbox.store(message({ topic: a, message: 'BBBB' })))._unsafeUnwrap()).toBe(
          true,
        );
        // a third message on the topic: over its count
        const third = message({ topic: a, message: 'CC' });
        expect((await small.mailbox.store(third))._unsafeUnwrapErr()).toMatchObject(full('topic'));
        // 8 + 4 characters: over the topic's bytes
        expect(
          (await small.mailbox.store(message({ topic: b, message: 'D'.repeat(8) })))._unsafeUnwrap(),
        ).toBe(true);
        expect(
          (await small.mailbox.store(message({ topic: b, message: 'EEEE' })))._unsafeUnwrapErr(),
        ).toMatchObject(full('topic'));
        // 3 stored, a 4th fits, a 5th is over the total count
        expect((await small.mailbox.store(message({ topic: c, message: 'FF' })))._unsafeUnwrap()).toBe(true);
        expect(
          (await small.mailbox.store(message({ topic: d, message: 'GG' })))._unsafeUnwrapErr(),
        ).toMatchObject(full('total'));
        // the short-lived message expires: its room on the topic and in total is free again
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        expect((await small.mailbox.store(third))._unsafeUnwrap()).toBe(true);
        expect((await small.mailbox.pending(a, 'did:key:bob'))._unsafeUnwrap().map((m) => m.message)).toEqual(
          ['BBBB', 'CC'],
        );
      } finally {
        await small.mailbox.close();
        await small.close();
      }
    });
  });
}

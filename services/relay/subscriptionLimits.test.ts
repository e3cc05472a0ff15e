import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Relay, startRelay } from './startRelay.js';
import { connectRelayClient, type RelayTestClient } from './testing/relayTestClient.js';

const topic = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');
const topics = (label: string, count: number) => Array.from({ length: count }, () => topic(label));
/** The relay's side of a close runs after the client's: wait for its count (a condition, not a delay). */
const settled = { timeout: 10_000, interval: 20 };

describe('subscriptions per client address and in all (real relay, real sockets)', () => {
  let relay: Relay | undefined;
  const clients: RelayTestClient[] = [];
  const start = async (options: Partial<Parameters<typeof startRelay>[0]>) => {
    relay = await startRelay({ port: 0, ...options });
    return relay;
  };
  const connect = async (url: string, localAddress = '127.0.0.1') => {
    const client = await connectRelayClient(url, { localAddress });
    clients.push(client);
    return client;
  };
  /** The subscribe's answer: true, or the refusal's `data.scope` (with its code). */
  const subscribe = async (client: RelayTestClient, ...names: string[]) => {
    const reply = await client.request('irn_batchSubscribe', { topics: names });
    if (reply.error === undefined) return true;
    return `${reply.error.code} ${(reply.error.data as { scope?: string } | undefined)?.scope}`;
  };

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    if (relay !== undefined) await relay.close();
    relay = undefined;
  });

  it('stops one address at its cap across its sockets (each under its own) while another address still subscribes', async () => {
    const { url } = await start({ maxSubscriptions: 4, maxSubscriptionsPerIp: 5 });
    const [a, b, c] = [await connect(url), await connect(url), await connect(url)];
    const followedByA = topics('a', 2);
    expect(await subscribe(a, ...followedByA)).toBe(true);
    expect(await subscribe(b, ...topics('b', 2))).toBe(true);
    // Two more would make 6 of 5: refused whole, nothing taken.
    expect(await subscribe(c, ...topics('c', 2))).toBe('-32005 address');
    expect(relay?.subscriptions).toBe(4);
    // Already followed, or named twice: idempotent, no new slot.
    expect(await subscribe(a, ...followedByA, ...followedByA)).toBe(true);
    expect(await a.call('irn_subscribe', { topic: followedByA[0] })).toEqual(expect.any(String));
    const last = topic('c-last');
    expect(await subscribe(c, last, last)).toBe(true);
    expect(relay?.subscriptions).toBe(5);

    // Every path that subscribes is counted: irn_subscribe, wc_proposeSession, wc_approveSession.
    const single = await c.request('irn_subscribe', { topic: topic('single') });
    expect(single.error).toMatchObject({
      code: -32005,
      data: { reason: 'subscriptions', scope: 'address', limit: 5 },
    });
    const proposal = await b.request('wc_proposeSession', {
      pairingTopic: topic('pairing'),
      sessionProposal: 'AA',
    });
    expect(proposal.error).toMatchObject({ code: -32005, data: { scope: 'address' } });
    const approval = await b.request('wc_approveSession', {
      pairingTopic: topic('pairing'),
      sessionTopic: topic('session'),
      sessionProposalResponse: 'AA',
      sessionSettlementRequest: 'AA',
    });
    expect(approval.error).toMatchObject({ code: -32005, data: { scope: 'address' } });

    // A fresh JWT on the same address buys nothing; another address is not denied.
    expect(await subscribe(await connect(url), topic('fresh-key'))).toBe('-32005 address');
    const other = await connect(url, '127.0.0.2');
    expect(await subscribe(other, ...topics('other', 4))).toBe(true);
    expect(relay?.subscriptions).toBe(9);
  });

  it('frees a slot on irn_unsubscribe (once: a second unsubscribe frees nothing more)', async () => {
    const { url } = await start({ maxSubscriptionsPerIp: 3 });
    const [a, b] = [await connect(url), await connect(url)];
    const [t1, t2] = topics('a', 2);
    expect(await subscribe(a, t1 as string, t2 as string)).toBe(true);
    expect(await subscribe(b, topic('b'))).toBe(true);
    expect(await subscribe(b, topic('b'))).toBe('-32005 address');
    expect(await a.call('irn_unsubscribe', { topic: t1 })).toBe(true);
    expect(await a.call('irn_unsubscribe', { topic: t1 })).toBe(true);
    expect(await a.call('irn_unsubscribe', { topic: topic('never-followed') })).toBe(true);
    expect(relay?.subscriptions).toBe(2);
    expect(await subscribe(b, topic('b'))).toBe(true);
    expect(await subscribe(b, topic('b'))).toBe('-32005 address');
  });

  it('frees the slots of a socket when it closes, and holds none once every socket is gone', async () => {
    const started = await start({ maxSubscriptionsPerIp: 4 });
    const [a, b] = [await connect(started.url), await connect(started.url)];
    expect(await subscribe(a, ...topics('a', 3))).toBe(true);
    expect(await subscribe(b, ...topics('b', 2))).toBe('-32005 address');
    await a.close();
    await vi.waitFor(() => expect(started.subscriptions).toBe(0), settled);
    expect(await subscribe(b, ...topics('b', 4))).toBe(true);

    // Many sockets, subscribing at once: exactly the cap is taken, whatever the interleaving.
    const more = await Promise.all([1, 2, 3].map(() => connect(started.url, '127.0.0.2')));
    const answers = await Promise.all(
      more.flatMap((client) => topics('race', 3).map((t) => subscribe(client, t))),
    );
    expect(answers.filter((answer) => answer === true)).toHaveLength(4);
    expect(answers.filter((answer) => answer === '-32005 address')).toHaveLength(5);
    expect(started.subscriptions).toBe(8);

    await Promise.all(clients.map((client) => client.close()));
    await vi.waitFor(() => expect([started.connections, started.subscriptions]).toEqual([0, 0]), settled);
    // The counts are really back: the address may take its whole cap again.
    expect(await subscribe(await connect(started.url), ...topics('again', 4))).toBe(true);
  });

  it('refuses past the total cap with scope total, for every address, until slots are freed', async () => {
    const started = await start({ maxSubscriptionsTotal: 4 });
    const [a, b] = [await connect(started.url), await connect(started.url, '127.0.0.2')];
    const followed = topics('a', 3);
    expect(await subscribe(a, ...followed)).toBe(true);
    expect(await subscribe(b, ...topics('b', 2))).toBe('-32005 total');
    expect(await subscribe(b, topic('b'))).toBe(true);
    const refused = await a.request('irn_subscribe', { topic: topic('a') });
    expect(refused.error).toMatchObject({
      code: -32005,
      message: expect.stringMatching(/subscription limit/),
      data: { reason: 'subscriptions', scope: 'total', limit: 4 },
    });
    expect(await b.call('irn_unsubscribe', { topic: followed[0] })).toBe(true); // not b's: frees nothing
    expect(await subscribe(b, topic('b'))).toBe('-32005 total');
    expect(await a.call('irn_unsubscribe', { topic: followed[0] })).toBe(true);
    expect(await subscribe(b, topic('b'))).toBe(true);
    await a.close();
    await vi.waitFor(() => expect(started.subscriptions).toBe(2), settled);
    expect(await subscribe(b, ...topics('b', 2))).toBe(true);
  });
});

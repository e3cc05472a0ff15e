import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Relay, startRelay } from './startRelay.js';
import { connectRelayClient, type RelayTestClient } from './testing/relayTestClient.js';

const topic = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');
const KIB = 1024;
/** A message of about `bytes` base64 characters, unique (the mailbox stores an envelope once). */
const payload = (bytes: number) =>
  Buffer.from(`${Math.random()}${'x'.repeat(Math.floor((bytes * 3) / 4))}`)
    .toString('base64')
    .slice(0, bytes);

describe('per-publisher mailbox quotas (one client cannot fill the mailbox for everyone)', () => {
  let relay: Relay;
  const clients: RelayTestClient[] = [];
  const connect = async (localAddress = '127.0.0.1') => {
    const client = await connectRelayClient(relay.url, { localAddress });
    clients.push(client);
    return client;
  };
  /** Publishes `bytes` on a fresh topic: true, or the refusal's `data.scope`. */
  const publish = async (client: RelayTestClient, bytes: number) => {
    const reply = await client.request('irn_publish', {
      topic: topic('flood'),
      message: payload(bytes),
      ttl: 300,
    });
    return reply.error === undefined
      ? reply.result
      : (reply.error.data as { scope?: string } | undefined)?.scope;
  };

  beforeAll(async () => {
    relay = await startRelay({
      port: 0,
      mailboxLimits: { totalBytes: 400 * KIB },
      publisherLimits: { clientBytes: 100 * KIB, addressBytes: 200 * KIB },
    });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await relay.close();
  });

  it('stops a flooding client at its quota, then its address at its own with fresh JWTs; others still publish', async () => {
    const flooder = await connect();
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i++) answers.push(await publish(flooder, 40 * KIB));
    expect(answers).toEqual([true, true, 'client', 'client']);

    // Fresh keys (self-minted JWTs) from the same address: stopped at the address quota, never the total.
    const fresh: unknown[] = [];
    for (let i = 0; i < 4; i++) fresh.push(await publish(await connect(), 40 * KIB));
    expect(fresh).toEqual([true, true, true, 'address']);

    // Someone else (another address) still pairs: the mailbox in all is not full.
    const other = await connect('127.0.0.2');
    expect(await publish(other, 40 * KIB)).toBe(true);
    expect(await publish(await connect('127.0.0.2'), 1 * KIB)).toBe(true);
  });
});

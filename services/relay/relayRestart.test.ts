import { SignClient } from '@walletconnect/sign-client';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { type Relay, startRelay } from './startRelay.js';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from './testing/redisTestPrefix.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] });

/**
 * Fault: the relay restarts mid-session (same port, mailbox in Redis). The real WalletConnect SDKs on both
 * sides reconnect by themselves; the session goes on and a request sent while the relay was down reaches
 * the wallet exactly once.
 */
describe('a relay restart mid-session (real SignClients, Redis mailbox)', () => {
  const prefix = uniqueRedisPrefix('restart');
  let relay: Relay;
  const clients: Client[] = [];
  const start = (port = 0) => startRelay({ port, redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
  const init = async (name: string) => {
    const client = await SignClient.init({
      projectId: 'latch-test',
      relayUrl: relay.url,
      customStoragePrefix: `${prefix}${name}`,
      telemetryEnabled: false,
      logger: 'silent',
      metadata: metadata(name),
    });
    clients.push(client);
    return client;
  };

  afterAll(async () => {
    for (const client of clients) {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose().catch(() => undefined);
    }
    await relay?.close();
    await deleteRedisPrefix(prefix);
  });

  it('keeps the session, and a request sent while it was down is delivered once', async () => {
    relay = await start();
    const [wallet, dapp] = [await init('wallet'), await init('dapp')];
    const seen = new Map<number, number>();
    wallet.on('session_proposal', ({ id, params }) => {
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['chainChanged'],
            accounts: [`eip155:31337:${ACCOUNT}`],
          },
        },
      });
      void wallet.approve({ id, namespaces });
    });
    wallet.on('session_request', ({ id, topic, params }) => {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const [message] = params.request.params as [string];
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}` } });
    });
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    });
    await wallet.pair({ uri: uri ?? '' });
    const session = await approval();
    const ask = (message: string) =>
      dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [message, ACCOUNT] },
      });
    expect(await ask('0x01')).toBe('signed:0x01');

    const port = relay.port;
    await relay.close();
    const during = ask('0x02');
    relay = await start(port);
    expect(await during).toBe('signed:0x02');
    // One more round trip through the same topic: anything repeated would have arrived before it.
    expect(await ask('0x03')).toBe('signed:0x03');
    expect([...seen.values()]).toEqual([1, 1, 1]);
  }, 90_000);
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDemoFiles } from '../../apps/demo/server.js';
import { createDemoConfig } from '../../apps/demo/src/demoConfig.js';
import { createFarcasterApprover } from '../../apps/wallet/farcaster/createFarcasterApprover.js';
import { serveWalletApp } from '../../apps/wallet/server.js';
import { ManualClock } from '../../testkits/index.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { buildTestApi } from '../api/testing/testApi.js';
import { openTestDatabase } from '../api/testing/testDatabases.js';
import { startDevIdp } from '../dev-idp/startDevIdp.js';
import { freePort } from '../devnet/freePort.js';
import { startTestWalletService } from '../embedded-wallet/testing/walletServiceHarness.js';
import { buildTestRelay } from '../farcaster-relay/testing/testRelay.js';
import { startMailSink } from '../mail-sink/startMailSink.js';
import { startRelay } from '../relay/startRelay.js';
import { rawExchange } from '../relay/testing/rawHttp.js';
import { startSolanaDevnet } from '../solana-devnet/startSolanaDevnet.js';
import { CRASHING_TARGETS } from './fuzz/serviceRequests.js';

/**
 * Every HTTP server we run, over raw sockets (fetch would tidy these targets up): each malformed target gets a
 * 4xx in the one JSON error body, and the server still answers a normal request afterwards. The data service
 * also serves the sandbox on-ramp checkout. The wallet service and the Farcaster relay are not here yet (see
 * services/http-front/README.md).
 */

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

const parse = (raw: string): Answer => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split === -1 ? raw.length : split);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
    contentType: /\r\ncontent-type: *([^\r]*)/i.exec(head)?.[1] ?? '',
    body: split === -1 ? '' : raw.slice(split + 4),
  };
};

const get = async (port: number, target: string, headers = ''): Promise<Answer> =>
  parse(
    await rawExchange(
      port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    ),
  );

/** The malformed targets of issue 27, and the answer each must get from every server. */
const MALFORMED: readonly { label: string; target: string; status: number }[] = [
  ...CRASHING_TARGETS.map((target) => ({
    label: target,
    target,
    status: 400,
  })),
  { label: 'an absolute-form target', target: 'http://example.com/health', status: 400 },
  { label: 'a 10 KB target', target: `/${'a'.repeat(10 * 1024)}`, status: 414 },
];
const HUGE_HEADER = `X-Padding: ${'p'.repeat(32 * 1024)}\r\n`;

interface Started {
  readonly port: number;
  /** A normal request and its status, to prove the server still serves. */
  readonly healthy: readonly [target: string, status: number];
  close(): Promise<void>;
}

const portOf = (url: string) => Number(new URL(url).port);
let folder: string;

const SERVERS: Readonly<Record<string, () => Promise<Started>>> = {
  'dev mail sink': async () => {
    const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    return { port: portOf(sink.mailboxUrl), healthy: ['/messages', 200], close: () => sink.close() };
  },
  'dev IdP': async () => {
    const idp = await startDevIdp({
      port: 0,
      host: '127.0.0.1',
      redirectUris: ['http://127.0.0.1:9/social/callback'],
    });
    return {
      port: portOf(idp.issuer),
      healthy: ['/.well-known/openid-configuration', 200],
      close: () => idp.close(),
    };
  },
  relay: async () => {
    const relay = await startRelay({ port: 0 });
    return { port: relay.port, healthy: ['/health', 200], close: () => relay.close() };
  },
  'demo page': async () => {
    const dir = join(folder, 'demo');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>demo</title>');
    const config = createDemoConfig({ dataServiceUrl: 'http://127.0.0.1:9', relayUrl: 'ws://127.0.0.1:9' });
    const demo = await serveDemoFiles({ port: 0, config, dir });
    return { port: demo.port, healthy: ['/demo-config.json', 200], close: () => demo.close() };
  },
  'sandbox wallet page (with its Farcaster approver)': async () => {
    const root = join(folder, 'wallet');
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>wallet</title>');
    const farcaster = createFarcasterApprover({
      relayUrl: 'http://127.0.0.1:9',
      config: async () => ({ authKey: 'k'.repeat(32), users: [] }),
    });
    const wallet = await serveWalletApp({ port: 0, root, farcaster });
    return { port: wallet.port, healthy: ['/farcaster', 200], close: () => wallet.close() };
  },
  'Solana devnet JSON-RPC': async () => {
    const devnet = await startSolanaDevnet({ port: await freePort(), slotMs: 100 });
    return { port: portOf(devnet.manifest.rpcUrl), healthy: ['/health', 200], close: () => devnet.stop() };
  },
  'embedded-wallet service': async () => {
    const service = await startTestWalletService();
    return { port: portOf(service.url), healthy: ['/health', 200], close: () => service.close() };
  },
  'Farcaster relay': async () => {
    const { app } = await buildTestRelay({ clock: new ManualClock() });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { port: portOf(url), healthy: ['/health', 200], close: () => app.close() };
  },
  'data service (and its sandbox checkout)': async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildTestApi(database);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      port: portOf(url),
      healthy: ['/health', 200],
      close: async () => {
        await app.close();
        await database.cleanup();
      },
    };
  },
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'latch-hostile-targets-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe.each(Object.keys(SERVERS))('%s behind the HTTP front', (name) => {
  let server: Started;
  beforeAll(async () => {
    server = await (SERVERS[name] as () => Promise<Started>)();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const expectFailureBody = (answer: Answer, status: number) => {
    expect({ status: answer.status, contentType: answer.contentType }).toEqual({
      status,
      contentType: 'application/json; charset=utf-8',
    });
    expect(JSON.parse(answer.body)).toEqual({
      status: 'FAILED',
      reasons: [{ field: expect.any(String), description: expect.any(String) }],
    });
  };

  it.each(MALFORMED)(
    'answers $label with $status in the one error body, and keeps serving',
    async ({ target, status }) => {
      expectFailureBody(await get(server.port, target), status);
      const [healthy, healthyStatus] = server.healthy;
      expect((await get(server.port, healthy)).status).toBe(healthyStatus);
    },
  );

  it('answers a huge header with 431 in the one error body, and keeps serving', async () => {
    const [healthy, healthyStatus] = server.healthy;
    expectFailureBody(await get(server.port, healthy, HUGE_HEADER), 431);
    expect((await get(server.port, healthy)).status).toBe(healthyStatus);
  });
});

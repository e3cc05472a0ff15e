import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Network, TOKENS, type TokenType } from '../../ports/index.js';
import { startLocalHttpServer } from '../../testkits/localHttpServer.js';
import { createFileStorage } from '../storage/fileStorage.js';
import { createContainer, createLatch } from './createLatch.js';

const devnet = (rpc: string): Network => ({
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('composition root (real adapters)', () => {
  it('binds every port token exactly once, as a singleton', () => {
    const container = createContainer({ projectId: 'p', networks: [devnet('http://127.0.0.1:1')] });
    for (const token of Object.values(TOKENS)) {
      if (token === TOKENS.EmbeddedWalletFrame) continue;
      expect(container.get(token)).toBe(container.get(token));
    }
  });

  it('runs a JSON-RPC call over real HTTP, persists to a file and posts analytics', async () => {
    const server = await startLocalHttpServer((req, res) => {
      if (req.url.startsWith('/e')) return void res.writeHead(204).end();
      if (req.url !== '/rpc') return void res.writeHead(404).end();
      const call = JSON.parse(req.body) as { id: number };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x7a69' }));
    });
    close = server.close;
    const file = join(await mkdtemp(join(tmpdir(), 'latch-root-')), 'state.json');
    const latch = createLatch({
      projectId: 'latch-local',
      networks: [devnet(`${server.url}/rpc`)],
      dataServiceUrl: server.url,
      storage: createFileStorage(file),
    })._unsafeUnwrap();

    const chainId = await latch.rpc('eip155:31337')._unsafeUnwrap().request('eth_chainId');
    expect(chainId._unsafeUnwrap()).toBe('0x7a69');

    expect((await latch.emailThrottle.attempt()).isOk()).toBe(true);
    expect((await latch.emailThrottle.attempt())._unsafeUnwrapErr().message).toBe(
      'Please try again after 30 seconds',
    );
    expect(await readFile(file, 'utf8')).toContain('lastEmailLoginTime');

    latch.analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    await latch.analytics.flush();
    const posted = server.requests.find((r) => r.url.startsWith('/e?'));
    expect(posted?.url).toBe('/e?projectId=latch-local&st=latch&sv=html-wagmi-4.2.2');
    latch.dispose();
  });

  it('offers WalletConnect only when a relay is configured', () => {
    const ids = (relayUrl?: string) =>
      createContainer({
        projectId: 'p',
        networks: [devnet('http://127.0.0.1:1')],
        ...(relayUrl ? { relayUrl } : {}),
      })
        .get<TokenType<typeof TOKENS.ConnectorDiscovery>>(TOKENS.ConnectorDiscovery)
        .list()
        .map((connector) => connector.info.id);
    expect(ids('ws://127.0.0.1:8788')).toEqual(['walletConnect']);
    expect(ids()).toEqual([]);
  });

  it('returns the options error instead of throwing', () => {
    const result = createLatch({ projectId: '', networks: [devnet('http://127.0.0.1:1')] });
    expect(result._unsafeUnwrapErr().code).toBe('PROJECT_ID_NOT_CONFIGURED');
  });
});

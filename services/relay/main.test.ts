import { describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';
import { rawExchange, statusOf } from './testing/rawHttp.js';
import { connectRelayClient } from './testing/relayTestClient.js';
import { spawnRelayProcess } from './testing/spawnRelayProcess.js';

describe('the relay process (main.ts)', () => {
  it('stops gracefully on SIGTERM: a close frame (1001) to every client, then exit 0', async () => {
    const relay = await spawnRelayProcess(await freePort());
    const base = `http://127.0.0.1:${relay.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Development mode (LATCH_DEVELOPMENT=1): /metrics is open.
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    const client = await connectRelayClient(relay.url);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    expect(await relay.stop()).toBe(0);
    expect(await closed).toBe(1001);
  }, 30_000);

  it('survives `curl --path-as-is http://127.0.0.1:<port>//` and a `//` upgrade, and keeps answering', async () => {
    const relay = await spawnRelayProcess(await freePort());
    try {
      const plain = await rawExchange(relay.port, 'GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      const upgrade = await rawExchange(
        relay.port,
        'GET //?auth=x HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect([statusOf(plain), statusOf(upgrade)]).toEqual([400, 401]);
      expect((await fetch(`http://127.0.0.1:${relay.port}/health`)).status).toBe(200);
      expect(relay.child.exitCode).toBeNull();
    } finally {
      expect(await relay.stop()).toBe(0);
    }
  }, 30_000);

  it('exits with a clear error off loopback without RELAY_PROJECTS_URL, and on loopback without LATCH_DEVELOPMENT=1', async () => {
    await expect(spawnRelayProcess(await freePort(), { RELAY_HOST: '0.0.0.0' })).rejects.toThrow(
      /RELAY_PROJECTS_URL is required when the relay listens on 0\.0\.0\.0 \(beyond loopback\)/,
    );
    await expect(spawnRelayProcess(await freePort(), { LATCH_DEVELOPMENT: '' })).rejects.toThrow(
      /RELAY_PROJECTS_URL is required: open mode .* only for development, with LATCH_DEVELOPMENT=1 on loopback/,
    );
  }, 30_000);

  it('refuses to start on a malformed limit, naming it', async () => {
    await expect(
      spawnRelayProcess(await freePort(), { RELAY_MAX_CONNECTIONS_PER_IP: 'lots' }),
    ).rejects.toThrow(/RELAY_MAX_CONNECTIONS_PER_IP must be a whole number/);
  }, 30_000);
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo, demoFingerprint } from './buildDemo.js';
import { type DemoServer, serveDemo, serveDemoFiles } from './server.js';
import { createDemoConfig } from './src/demoConfig.js';

const config = createDemoConfig({
  dataServiceUrl: 'http://127.0.0.1:18787',
  relayUrl: 'ws://127.0.0.1:18788',
});
let distDir: string;
let server: DemoServer;
const logs: string[] = [];

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'latch-demo-dist-'));
  server = await serveDemo({ port: 0, config, distDir, log: (line) => logs.push(line) });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serveDemo', () => {
  it('builds the page once into a folder named after the sources, then reuses it', async () => {
    expect(logs).toContain('Building the demo page (vite) …');
    const fingerprint = await demoFingerprint();
    expect(await readdir(distDir)).toEqual([fingerprint]);
    expect(await buildDemo({ distDir })).toEqual({ dir: join(distDir, fingerprint), built: false });
  });

  it('serves the built page on loopback', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<title>Latch demo</title>');
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('hands the page the stack configuration at /demo-config.json', async () => {
    const response = await fetch(`${server.url}/demo-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(config);
  });

  it('serves the sandbox wallet configured for the stack chains at /sandbox-wallet.js', async () => {
    const response = await fetch(`${server.url}/sandbox-wallet.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script.split('\n')[0]).toBe(
      'window.__LATCH_SANDBOX__ = {"rpcUrls":{"31337":"http://127.0.0.1:18787/v1?chainId=eip155%3A31337&projectId=latch-local","31338":"http://127.0.0.1:18787/v1?chainId=eip155%3A31338&projectId=latch-local"}};',
    );
    expect(script.length).toBeGreaterThan(10_000);
  });

  it("gives the sandbox wallet a Solana side on the stack's devnet when the stack hands its seed", async () => {
    const solana = {
      caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' as const,
      name: 'Latch Solana Devnet',
      rpcUrl: 'http://127.0.0.1:18899',
      sandboxSeed: 'latch-solana-devnet',
    };
    const dir = join(distDir, await demoFingerprint());
    const seeded = await serveDemoFiles({ port: 0, config: { ...config, solana }, dir });
    try {
      const script = await (await fetch(`${seeded.url}/sandbox-wallet.js`)).text();
      const assignment = script.split('\n')[0] ?? '';
      expect(
        JSON.parse(assignment.replace(/^window\.__LATCH_SANDBOX__ = /, '').replace(/;$/, '')).solana,
      ).toEqual({
        rpcUrl: 'http://127.0.0.1:18899',
        caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
        seed: 'latch-solana-devnet',
      });
    } finally {
      await seeded.close();
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await fetch(`${server.url}/demo-config.json`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a port that is taken', async () => {
    await expect(serveDemo({ port: server.port, config, distDir })).rejects.toThrow(/EADDRINUSE/);
  });
});

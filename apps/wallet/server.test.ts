import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInside, serveWalletApp, type WalletAppServer } from './server.js';

/** A raw request (the path is sent exactly as given, no URL normalisation by a client). */
function raw(url: string, path: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('serveWalletApp', () => {
  let base: string;
  let root: string;
  let server: WalletAppServer;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'latch-wallet-server-'));
    root = join(base, 'dist');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>wallet</title>');
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(root, 'icon.svg'), '<svg/>');
    await writeFile(join(base, 'latch-wallet-secret.txt'), 'secret');
    server = await serveWalletApp({ port: 0, root });
  });
  afterAll(async () => {
    await server?.close();
    if (base !== undefined) await rm(base, { recursive: true, force: true });
  });

  it('serves the page at / and at deep-link paths, never cached', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    for (const path of ['/', '/?uri=wc%3Aabc%402', '/wc?uri=x', '/index.html']) {
      const response = await raw(server.url, path);
      expect(response).toMatchObject({ status: 200, body: '<!doctype html><title>wallet</title>' });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves assets with their type; hashed assets are immutable', async () => {
    const script = await raw(server.url, '/assets/index-abc.js');
    expect(script).toMatchObject({ status: 200, body: 'console.log(1)' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(server.url, '/icon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect(await raw(server.url, '/assets/missing.js')).toMatchObject({ status: 404 });
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    expect(await raw(server.url, '/', 'HEAD')).toMatchObject({ status: 200, body: '' });
    const post = await raw(server.url, '/', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('never leaves its folder', async () => {
    for (const path of [
      '/../latch-wallet-secret.txt',
      '/%2e%2e/latch-wallet-secret.txt',
      '/..%2flatch-wallet-secret.txt',
    ]) {
      const response = await raw(server.url, path);
      expect(response.body).not.toBe('secret');
      expect([400, 404]).toContain(response.status);
    }
    expect((await raw(server.url, '/%E0%A4%A')).status).toBe(400);
    expect(resolveInside('/srv/app', '/a/../../etc/passwd')).toBeUndefined();
    expect(resolveInside('/srv/app', '/a/./b.js')).toBe('/srv/app/a/b.js');
    expect(resolveInside('/srv/app', '/x%00.js')).toBeUndefined();
  });

  it('refuses to start without a build', async () => {
    await expect(serveWalletApp({ port: 0, root: join(root, 'assets') })).rejects.toThrow(
      /not built: .*index\.html is missing/,
    );
  });
});

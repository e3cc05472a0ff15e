import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import { createStaticHandler } from './serveStatic.js';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-demo-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>demo</title>');
  await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(join(root, '..', `${root.split('/').pop()}-secret.txt`), 'secret');
  const handle = createStaticHandler(root);
  server = createFrontServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
  await rm(`${root}-secret.txt`, { force: true });
});

describe('serving the built page', () => {
  it('serves index.html at / and for app paths, never cached', async () => {
    for (const path of ['/', '/account', '/index.html']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>demo</title>');
    }
  });

  it('serves hashed assets with their type, cached for good', async () => {
    const response = await fetch(`${base}/assets/app-1234.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing file and never reads outside its folder', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const name = `${root.split('/').pop()}-secret.txt`;
    for (const path of [`/../${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
    // Escapes that are not UTF-8 make an app path like any other: the page. A malformed escape never gets here.
    expect(await (await fetch(`${base}/%E0%A4`)).text()).toContain('<title>demo</title>');
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${base}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});

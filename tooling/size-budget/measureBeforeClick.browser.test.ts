import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../apps/demo/serveStatic.js';
import { createFrontServer } from '../../services/http-front/createFrontServer.js';
import { measureBeforeClick } from './measureBeforeClick.js';

const FIXTURE = fileURLToPath(new URL('./fixture-page', import.meta.url));
let server: Server;
let url = '';

beforeAll(async () => {
  const serve = createStaticHandler(FIXTURE);
  server = createFrontServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('measureBeforeClick (Chromium)', () => {
  it('counts the entry, its static imports and what the page fetches on its own, idle however late; not what a click fetches', async () => {
    const measured = await measureBeforeClick({
      url,
      button: 'button#open:has-text("Open")',
      settle: { quietMs: 300, afterReadyMs: 600, maxMs: 5000 },
    });
    expect(measured.scripts.map((script) => script.path).sort()).toEqual([
      '/assets/entry.js',
      '/assets/idle-chained.js',
      '/assets/idle-late.js',
      '/assets/idle.js',
      '/assets/static.js',
    ]);
    expect(measured.gzipBytes).toBe(measured.scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
    expect(measured.scripts.every((script) => script.gzipBytes > 0 && script.bytes > 0)).toBe(true);
  }, 60_000);
});

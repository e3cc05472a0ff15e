import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletListing } from '../../../ports/index.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';
import { WALLET_DATA_DIR } from '../wallets/loadWalletRegistry.js';

interface Page {
  count: number;
  data: WalletListing[];
}

describe('GET /getWallets and the wallet images (PGlite)', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase('pglite', { localProject: true });
    app = await buildTestApi(test);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  const wallets = async (query: string): Promise<Page> => {
    const response = await app.inject({
      method: 'GET',
      url: `/getWallets${query}`,
      headers: { host: '127.0.0.1:8787' },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };

  it('pages the whole registry 40 at a time in its own order', async () => {
    const first = await wallets('');
    expect(first.count).toBe(539);
    expect(first.data).toHaveLength(40);
    expect(first.data[0]).toMatchObject({
      id: 'io.mywallet',
      name: 'My Wallet',
      order: 1,
      image_url: 'http://127.0.0.1/wallet-images/io.mywallet.webp',
    });
    const last = await wallets('?page=14&entries=40&projectId=latch-local&st=appkit&sv=1');
    expect(last.data.map((wallet) => wallet.order)).toEqual(Array.from({ length: 19 }, (_, i) => 521 + i));
    expect((await wallets('?page=2&entries=10')).data[0]?.order).toBe(11);
  });

  it('searches case-insensitively and filters by include / exclude', async () => {
    const found = await wallets('?search=METAMASK');
    expect(found.data.map((wallet) => wallet.id)).toContain('io.metamask');
    expect(found.count).toBe(found.data.length);
    const included = await wallets('?include=app.phantom,io.metamask');
    expect(included.count).toBe(2);
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual(['app.phantom', 'io.metamask']);
    const excluded = await wallets('?exclude=io.metamask,Trust%20Wallet');
    expect(excluded.count).toBe(537);
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain('com.trustwallet.app');
  });

  it('refuses out-of-range paging and unknown projects', async () => {
    expectFailure(await app.inject({ method: 'GET', url: '/getWallets?entries=0' }), 400, 'entries');
    expectFailure(await app.inject({ method: 'GET', url: '/getWallets?entries=101' }), 400, 'entries');
    expectFailure(await app.inject({ method: 'GET', url: '/getWallets?page=0' }), 400, 'page');
    expectFailure(await app.inject({ method: 'GET', url: '/getWallets?page=two' }), 400, 'page');
    expectFailure(await app.inject({ method: 'GET', url: '/getWallets?projectId=ghost' }), 403, 'projectId');
  });

  it('serves each logo with long cache headers, and nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/wallet-images/io.metamask.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      response.rawPayload.equals(await readFile(join(WALLET_DATA_DIR, 'wallet-images', 'io.metamask.webp'))),
    ).toBe(true);
    expectFailure(await app.inject({ method: 'GET', url: '/wallet-images/not.a.wallet.webp' }), 404, 'file');
    expectFailure(await app.inject({ method: 'GET', url: '/wallet-images/..%2Fwallets.json' }), 400, 'file');
    expectFailure(
      await app.inject({ method: 'GET', url: '/wallet-images/%2E%2E%2Fwallets.webp' }),
      400,
      'file',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { DataService } from '../../ports/index.js';
import { createDataServiceClient } from './createDataServiceClient.js';
import { createLazyDataServiceClient, DATA_SERVICE_ROUTES } from './createLazyDataServiceClient.js';

const CONFIG = { baseUrl: 'http://127.0.0.1:1', projectId: 'p', sdkType: 'latch', sdkVersion: '0.0.0' };

const routesOf = (service: DataService) =>
  Object.fromEntries(Object.entries(service).map(([api, routes]) => [api, Object.keys(routes).sort()]));

describe('createLazyDataServiceClient', () => {
  it('offers every route of the real client', () => {
    const lazy = createLazyDataServiceClient(CONFIG, () => Promise.reject(new Error('not fetched')));
    expect(routesOf(lazy)).toEqual(routesOf(createDataServiceClient(CONFIG)));
    expect(
      Object.fromEntries(
        Object.entries(DATA_SERVICE_ROUTES).map(([api, routes]) => [api, [...routes].sort()]),
      ),
    ).toEqual(routesOf(createDataServiceClient(CONFIG)));
  });

  it("fetches the client's code with the first request, once, and forwards each request to it", async () => {
    const asked: unknown[] = [];
    let loads = 0;
    const fake = {
      chains: { getSupportedChains: async () => ({ http: ['eip155:1'], ws: [] }) },
      wallets: {
        getWallets: async (request: unknown) => {
          asked.push(request);
          return { count: 0, data: [] };
        },
      },
    } as unknown as DataService;
    const lazy = createLazyDataServiceClient(CONFIG, async () => {
      loads += 1;
      return () => fake;
    });
    expect(loads).toBe(0);
    expect(await lazy.chains.getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] });
    expect(await lazy.wallets.getWallets({ page: 1, entries: 40 })).toEqual({ count: 0, data: [] });
    expect(asked).toEqual([{ page: 1, entries: 40 }]);
    expect(loads).toBe(1);
  });

  it('rejects a request as a NetworkFailure when the code cannot be fetched, and fetches again on the next', async () => {
    let loads = 0;
    const lazy = createLazyDataServiceClient(CONFIG, async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return () =>
        ({
          identity: { getIdentity: async () => ({ name: 'ada', avatar: null }) },
        }) as unknown as DataService;
    });
    await expect(lazy.identity.getIdentity({ address: '0x1' })).rejects.toMatchObject({
      kind: 'NetworkFailure',
      url: CONFIG.baseUrl,
    });
    expect(await lazy.identity.getIdentity({ address: '0x1' })).toEqual({ name: 'ada', avatar: null });
    expect(loads).toBe(2);
  });
});

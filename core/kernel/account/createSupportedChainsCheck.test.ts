import { describe, expect, it, vi } from 'vitest';
import { flushMicrotasks, ManualClock, MemoryDataService, MemoryLogger } from '../../../testkits/index.js';
import { IDENTITY_TTL_MS } from '../../lib/cache/index.js';
import { createSupportedChainsCheck } from './createSupportedChainsCheck.js';

const setup = () => {
  const clock = new ManualClock(0);
  const logger = new MemoryLogger();
  const data = new MemoryDataService({ clock });
  data.supportedChains = { http: ['eip155:1', 'eip155:137'], ws: [] };
  const check = createSupportedChainsCheck({ chainsApi: data.chains, clock, logger });
  return { clock, logger, data, check };
};

describe('createSupportedChainsCheck', () => {
  it('without a chains API, every network counts as supported', async () => {
    const check = createSupportedChainsCheck({ clock: new ManualClock(), logger: new MemoryLogger() });
    expect((await check('cosmos:hub'))._unsafeUnwrap()).toBe(true);
  });

  it("answers from the data service's http list, asked once per 5 minutes", async () => {
    const { clock, data, check } = setup();
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(true);
    expect((await check('eip155:10'))._unsafeUnwrap()).toBe(false);
    expect(data.callsOf('chains.getSupportedChains')).toHaveLength(1);
    clock.advance(IDENTITY_TTL_MS);
    await check('eip155:137');
    expect(data.callsOf('chains.getSupportedChains')).toHaveLength(2);
  });

  it('a failed lookup is logged, counts as unsupported and is retried next time', async () => {
    const { data, logger, check } = setup();
    data.fail('chains.getSupportedChains', undefined, 1);
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(false);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'supported chains lookup failed; data-service calls skipped',
    ]);
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(true);
  });

  describe("core/lib/rpc's failure mapping, fetched by the first failure", () => {
    // Each test is a fresh page: no module of it has fetched the mapping yet.
    const freshPage = async () => {
      vi.resetModules();
      const rpc = await import('../../lib/rpc/index.js');
      const kits = await import('../../../testkits/index.js');
      const { createSupportedChainsCheck: create } = await import('./createSupportedChainsCheck.js');
      const clock = new kits.ManualClock(0);
      const logger = new kits.MemoryLogger();
      const data = new kits.MemoryDataService({ clock });
      return { rpc, logger, data, check: create({ chainsApi: data.chains, clock, logger }) };
    };

    it('is not fetched when the check is made', async () => {
      const { rpc } = await freshPage();
      // Time enough for a fetch begun when it was made to have arrived (the module is there: no network).
      await import('../../lib/rpc/index.js');
      await flushMicrotasks();
      expect(rpc.mapProviderFailureLater({ code: 4001 })).toBeInstanceOf(Promise);
    });

    it('a failed lookup fetches it and logs the same catalogue error as before', async () => {
      const { data, logger, check } = await freshPage();
      data.fail('chains.getSupportedChains', undefined, 1);
      expect((await check('eip155:1'))._unsafeUnwrap()).toBe(false);
      expect(logger.entries.map((entry) => entry.context?.error)).toEqual([
        expect.objectContaining({ code: 'RPC_HTTP_ERROR' }),
      ]);
    });
  });
});

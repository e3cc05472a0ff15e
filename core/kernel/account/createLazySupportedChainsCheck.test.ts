import { describe, expect, it } from 'vitest';
import type { ChainsApi } from '../../../ports/index.js';
import { ManualClock, MemoryLogger } from '../../../testkits/index.js';
import { createLazySupportedChainsCheck } from './createLazySupportedChainsCheck.js';
import * as code from './createSupportedChainsCheck.js';

const setup = () => {
  const logger = new MemoryLogger();
  let asked = 0;
  const chainsApi: ChainsApi = {
    getSupportedChains: () => {
      asked += 1;
      return Promise.resolve({ http: ['eip155:1' as const], ws: [] });
    },
  };
  return { logger, chainsApi, asked: () => asked, clock: new ManualClock() };
};

describe('createLazySupportedChainsCheck', () => {
  it('fetches the check with the first question, once, and answers as the check does', async () => {
    const { logger, chainsApi, asked, clock } = setup();
    let loads = 0;
    const check = createLazySupportedChainsCheck({ chainsApi, clock, logger }, () => {
      loads += 1;
      return Promise.resolve(code);
    });
    expect(loads).toBe(0);
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(true);
    expect((await check('eip155:2'))._unsafeUnwrap()).toBe(false);
    expect(loads).toBe(1);
    expect(asked()).toBe(1);
  });

  it('never fails: code that could not be fetched counts as unsupported, is logged, and is fetched again', async () => {
    const { logger, chainsApi, clock } = setup();
    let attempt = 0;
    const check = createLazySupportedChainsCheck({ chainsApi, clock, logger }, () => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(code);
    });
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(false);
    expect(logger.entries.map((entry) => entry.message)).toContain(
      'supported chains check could not be loaded; data-service calls skipped',
    );
    expect((await check('eip155:1'))._unsafeUnwrap()).toBe(true);
    expect(attempt).toBe(2);
  });

  it('loads the real module by default', async () => {
    const { logger, chainsApi, clock } = setup();
    expect(
      (await createLazySupportedChainsCheck({ chainsApi, clock, logger })('eip155:1'))._unsafeUnwrap(),
    ).toBe(true);
  });
});

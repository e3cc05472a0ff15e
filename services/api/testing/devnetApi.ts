import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DevnetChain } from '../../devnet/index.js';
import { HOOK_TIMEOUT_MS } from './hookTimeout.js';
import { openedInBeforeAll } from './openedInBeforeAll.js';
import { buildTestApi } from './testApi.js';
import { openTestDatabase, type TestDatabase } from './testDatabases.js';
import { closedPort, startTestDevnet, type TestDevnet, unreachableChain } from './testDevnet.js';

/** Test helper: what `useDevnetApi` opens, readable once its `beforeAll` has run. */
export interface DevnetApi {
  readonly test: TestDatabase;
  readonly devnet: TestDevnet;
  readonly app: FastifyInstance;
}

export interface DevnetApiOptions {
  /** Also serve a chain whose RPC port is closed (named `Down` when a name is given). */
  readonly down?: boolean | { readonly name: string };
  /** Seed the local stack's project `latch-local` (openTestDatabase's `localProject`). Default false. */
  readonly localProject?: boolean;
}

/**
 * Test helper, called inside a `describe`: a PGlite test database and a seeded devnet, opened together, and
 * the data service over them (the devnet chain, plus an unreachable one with `down`), closed after the block.
 */
export function useDevnetApi(options: DevnetApiOptions = {}): DevnetApi {
  const opened: { test?: TestDatabase; devnet?: TestDevnet; app?: FastifyInstance } = {};
  beforeAll(async () => {
    const [test, devnet] = await Promise.all([
      openTestDatabase('pglite', { localProject: options.localProject === true }),
      startTestDevnet(),
    ]);
    Object.assign(opened, { test, devnet });
    const chains: DevnetChain[] = [devnet.chain];
    if (options.down !== undefined && options.down !== false) {
      const down = unreachableChain(devnet.chain, await closedPort());
      chains.push(typeof options.down === 'object' ? { ...down, name: options.down.name } : down);
    }
    opened.app = await buildTestApi(test, { chains });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await opened.app?.close();
    await opened.devnet?.stop();
    await opened.test?.cleanup();
  }, HOOK_TIMEOUT_MS);
  return openedInBeforeAll<DevnetApi>('useDevnetApi', opened, ['test', 'devnet', 'app']);
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ApiDeps } from '../buildApi.js';
import { HOOK_TIMEOUT_MS } from './hookTimeout.js';
import { openedInBeforeAll } from './openedInBeforeAll.js';
import { buildTestApi } from './testApi.js';
import { openTestDatabase, type TestDatabase } from './testDatabases.js';

/** Test helper: what `useLoopbackApi` opens, readable once its `beforeAll` has run. */
export interface LoopbackApi {
  readonly test: TestDatabase;
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
}

export interface LoopbackApiOptions {
  /** Seed the local stack's project `latch-local` (openTestDatabase's `localProject`). Default false. */
  readonly localProject?: boolean;
  /** What the data service is built with beside the test database (no chains unless given). */
  readonly deps?: Partial<ApiDeps>;
}

/**
 * Test helper, called at the top of a test file or inside a `describe`: the data service on a PGlite test
 * database, listening on a free loopback port (real HTTP, as a page or a host's backend calls it), with no
 * chains unless given — an EOA's signature is then recovered without a node. Closed after the block.
 */
export function useLoopbackApi(options: LoopbackApiOptions = {}): LoopbackApi {
  const opened: { test?: TestDatabase; app?: FastifyInstance; url?: string } = {};
  beforeAll(async () => {
    opened.test = await openTestDatabase('pglite', { localProject: options.localProject === true });
    opened.app = await buildTestApi(opened.test, options.deps);
    opened.url = await opened.app.listen({ host: '127.0.0.1', port: 0 });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await opened.app?.close();
    await opened.test?.cleanup();
  }, HOOK_TIMEOUT_MS);
  return openedInBeforeAll<LoopbackApi>('useLoopbackApi', opened, ['test', 'app', 'url']);
}

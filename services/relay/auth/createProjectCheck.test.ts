import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../../api/startApi.js';
import { HOOK_TIMEOUT_MS } from '../../api/testing/hookTimeout.js';
import { seedPgliteDataDir } from '../../api/testing/pgliteTemplate.js';
import { type Relay, startRelay } from '../startRelay.js';
import { createTestIdentity, signClientJwt } from '../testing/clientJwt.js';
import { relayConnectUrl, upgradeStatus } from '../testing/relayTestClient.js';
import { createProjectCheck } from './createProjectCheck.js';

describe("the relay's project check against the real data service (PGlite)", () => {
  let dataDir = '';
  let api: RunningApi | undefined;
  let relay: Relay;
  let jwt = '';
  const lookups: string[] = [];
  const status = (projectId: string, origin?: string) =>
    upgradeStatus(relayConnectUrl(relay.url, jwt, projectId), origin === undefined ? {} : { origin });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latch-relay-projects-'));
    await seedPgliteDataDir(dataDir);
    api = await startApi({ port: 0, dataDir, chains: [], logLevel: 'silent', localProject: {} });
    const dataServiceUrl = api.url;
    relay = await startRelay({
      port: 0,
      isProjectAllowed: createProjectCheck({
        dataServiceUrl,
        fetch: (input, init) => {
          lookups.push(String(input));
          return fetch(input, init);
        },
      }),
    });
    jwt = await signClientJwt(createTestIdentity(), { aud: relay.url });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await relay.close();
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it('admits a configured project from its allowed origins (or without an Origin), and asks once per TTL', async () => {
    expect(await status('latch-local')).toBe(101);
    expect(await status('latch-local', 'http://localhost:5173')).toBe(101);
    expect(await status('latch-local')).toBe(101);
    expect(lookups.filter((url) => url.endsWith('projectId=latch-local'))).toHaveLength(2);
  });

  it('refuses an unknown project, a page origin the project does not allow, and no project, with 403', async () => {
    expect(await status('no-such-project')).toBe(403);
    expect(await status('latch-local', 'https://evil.example')).toBe(403);
    expect(await status('')).toBe(403);
  });

  it('answers 503 while the data service is down, and does not remember the failure', async () => {
    await api?.close();
    api = undefined;
    expect(await status('another-project')).toBe(503);
    expect(await status('latch-local')).toBe(101);
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../api/db/openDatabase.js';
import { HOOK_TIMEOUT_MS } from '../api/testing/hookTimeout.js';
import { openTestDatabase, type TestDatabase } from '../api/testing/testDatabases.js';
import { createKeyRing, formatKek } from './custody/KeyRing.js';
import { findOrCreateUser } from './db/users.js';

const run = promisify(execFile);
const k1 = { id: 'old', key: randomBytes(32) };
const k2 = { id: 'new', key: randomBytes(32) };
let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  await findOrCreateUser(test.database.pool, createKeyRing([k1]), 'script@example.com');
  // The script opens the PGlite folder itself: this process lets go of it first.
  await test.database.close();
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  // Already closed above: only its folder is left to remove.
  if (test !== undefined) await rm(test.dataDir, { recursive: true, force: true });
}, HOOK_TIMEOUT_MS);

describe('npm run wallet:rewrap', () => {
  it(
    're-wraps every wallet under the first KEK of WALLET_KEK',
    async () => {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'rewrap.ts')],
        {
          env: {
            ...process.env,
            DATABASE_URL: '',
            LATCH_DATA_DIR: test.dataDir,
            WALLET_KEK: `${formatKek(k2)},${formatKek(k1)}`,
          },
        },
      );
      expect(stdout).toContain('Re-wrapped 1 wallet keys under KEK "new".');
      const database = await openDatabase({ dataDir: test.dataDir });
      try {
        const rows = await database.pool.query('SELECT kek_id FROM wallet_keys');
        expect(rows.rows).toEqual([{ kek_id: 'new' }]);
      } finally {
        await database.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});

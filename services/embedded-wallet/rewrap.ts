import { migrate } from '../api/db/migrate.js';
import { openDatabase } from '../api/db/openDatabase.js';
import { DEFAULT_DATA_DIR } from '../stack/ports.js';
import { parseKeyRing } from './custody/KeyRing.js';
import { rewrapWalletKeys } from './custody/rewrapWalletKeys.js';

/**
 * `npm run wallet:rewrap`: KEK rotation. WALLET_KEK lists the new key first and the old ones after;
 * every wallet's data key is re-wrapped by the new key. Then drop the old keys from WALLET_KEK. Works on
 * DATABASE_URL, or on the stack's PGlite in LATCH_DATA_DIR while the stack is stopped.
 */
const kek = process.env.WALLET_KEK;
if (kek === undefined || kek === '') {
  console.error('WALLET_KEK is required: the new key first, then the keys it replaces (id:base64,id:base64)');
  process.exit(2);
}
const ring = parseKeyRing(kek);
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase({
  dataDir: process.env.LATCH_DATA_DIR || DEFAULT_DATA_DIR,
  ...(databaseUrl ? { databaseUrl } : {}),
});
try {
  await migrate(database.pool);
  const report = await rewrapWalletKeys(database.pool, ring);
  console.log(`Re-wrapped ${report.rewrapped} wallet keys under KEK "${ring.current.id}".`);
  for (const failure of report.failed) console.error(failure.message);
  process.exitCode = report.failed.length === 0 ? 0 : 1;
} finally {
  await database.close();
}

import { migrate } from '../api/db/migrate.js';
import { openDatabase } from '../api/db/openDatabase.js';
import { readManifest } from '../devnet/index.js';
import { DEFAULT_DRAIN_MS } from '../http-front/drainServer.js';
import { stopOnSignal } from '../http-front/stopOnSignal.js';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { startWalletServiceFromEnv } from './startWalletServiceFromEnv.js';

/**
 * The wallet service as its own process, for PostgreSQL deployments: `tsx services/embedded-wallet/main.ts`
 * with DATABASE_URL (the data service's database), WALLET_KEK, SMTP_URL, MAIL_FROM,
 * WALLET_SERVICE_PORT / WALLET_SERVICE_PUBLIC_URL and the login rules (see readWalletEnv). Only this
 * process then holds the KEK. On the local stack's embedded PGlite, which one process owns, the data
 * service starts it beside itself instead (services/api/main.ts, when WALLET_SERVICE_PORT is set). On SIGINT /
 * SIGTERM it finishes in-flight requests (within 5 s), closes the database and exits 0 (stopOnSignal).
 */
const main = async (): Promise<void> => {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') {
    throw new Error(
      'DATABASE_URL is required (with the embedded PGlite, the data service runs the wallet service)',
    );
  }
  const dataDir = process.env.LATCH_DATA_DIR || DEFAULT_DATA_DIR;
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrate(database.pool);
  const manifest = await readManifest(dataDir);
  const wallet = await startWalletServiceFromEnv(process.env, {
    db: database.pool,
    host: process.env.WALLET_SERVICE_HOST || STACK_HOST,
    dataDir,
    chains: manifest?.chains ?? [],
    defaultPort: STACK_PORTS.walletService,
  });
  console.log(`wallet-service: listening on ${wallet?.url}`);
  stopOnSignal({
    name: 'wallet-service',
    stop: async () => {
      await wallet?.close({ drainMs: DEFAULT_DRAIN_MS });
      await database.close();
    },
  });
};

main().catch((error: unknown) => {
  console.error('wallet-service: failed to start', error instanceof Error ? error.message : error);
  process.exit(1);
});

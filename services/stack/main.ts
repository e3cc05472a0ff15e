/**
 * `npm start`: the whole local stack on fixed loopback ports, no network beyond loopback, and the demo page.
 * Ports can be moved with DEVNET_L1_PORT, DEVNET_L2_PORT, SOLANA_PORT, SOLANA_WS_PORT, API_PORT,
 * PGLITE_PORT, RELAY_PORT, WALLET_PORT, WALLET_SERVICE_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, DEV_IDP_PORT,
 * FARCASTER_RELAY_PORT, DEMO_PORT; data lives in
 * LATCH_DATA_DIR (default .latch); DATABASE_URL / REDIS_URL switch to PostgreSQL / Redis.
 * A host app's developers run the same stack without the demo as `latch-stack` (services/stack/cli.ts).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, STACK_HOST } from './ports.js';
import { createServiceLogs } from './serviceLogs.js';
import { stackPortsFromEnv } from './stackPorts.js';
import { stackServices } from './stackServices.js';
import { startStack } from './supervisor.js';

const { ports, errors } = stackPortsFromEnv(process.env);
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exit(2);
}
const dataDir = resolve(process.env.LATCH_DATA_DIR ?? DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const log = (line: string) => console.log(line);

const logDir = join(dataDir, 'logs');
console.log(`Starting the Latch local stack (data in ${dataDir}; each service's log in ${logDir}) …`);
try {
  const stack = await startStack(
    stackServices({
      dataDir,
      host: STACK_HOST,
      ports,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    }),
    log,
    { serviceLogs: createServiceLogs(logDir) },
  );
  console.log('\nThe local stack is up. Press Ctrl-C to stop it.');
  process.exitCode = await stack.done;
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

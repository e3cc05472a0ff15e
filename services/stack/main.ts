/**
 * `npm start`: the whole local stack on fixed loopback ports, no network beyond loopback.
 * Ports can be moved with DEVNET_L1_PORT, DEVNET_L2_PORT, SOLANA_PORT, SOLANA_WS_PORT, API_PORT,
 * PGLITE_PORT, RELAY_PORT, WALLET_PORT, WALLET_SERVICE_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, DEV_IDP_PORT,
 * FARCASTER_RELAY_PORT, DEMO_PORT; data lives in
 * LATCH_DATA_DIR (default .latch); DATABASE_URL / REDIS_URL switch to PostgreSQL / Redis.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from './ports.js';
import { stackServices } from './stackServices.js';
import { startStack } from './supervisor.js';

const port = (variable: string, fallback: number): number => {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(Number.isInteger(parsed) && parsed > 0 && parsed < 65_536)) {
    console.error(`${variable} must be a TCP port, got ${value}`);
    process.exit(2);
  }
  return parsed;
};

const dataDir = resolve(process.env.LATCH_DATA_DIR ?? DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const log = (line: string) => console.log(line);

console.log(`Starting the Latch local stack (data in ${dataDir}) …`);
try {
  const stack = await startStack(
    stackServices({
      dataDir,
      host: STACK_HOST,
      ports: {
        devnetL1: port('DEVNET_L1_PORT', STACK_PORTS.devnetL1),
        devnetL2: port('DEVNET_L2_PORT', STACK_PORTS.devnetL2),
        solana: port('SOLANA_PORT', STACK_PORTS.solana),
        solanaWs: port('SOLANA_WS_PORT', STACK_PORTS.solanaWs),
        api: port('API_PORT', STACK_PORTS.api),
        pglite: port('PGLITE_PORT', STACK_PORTS.pglite),
        relay: port('RELAY_PORT', STACK_PORTS.relay),
        wallet: port('WALLET_PORT', STACK_PORTS.wallet),
        walletService: port('WALLET_SERVICE_PORT', STACK_PORTS.walletService),
        mailbox: port('MAIL_HTTP_PORT', STACK_PORTS.mailbox),
        smtp: port('MAIL_SMTP_PORT', STACK_PORTS.smtp),
        devIdp: port('DEV_IDP_PORT', STACK_PORTS.devIdp),
        farcasterRelay: port('FARCASTER_RELAY_PORT', STACK_PORTS.farcasterRelay),
        demo: port('DEMO_PORT', STACK_PORTS.demo),
      },
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    }),
    log,
  );
  console.log('\nThe local stack is up. Press Ctrl-C to stop it.');
  process.exitCode = await stack.done;
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

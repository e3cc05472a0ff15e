/**
 * `tsx apps/wallet/main.ts [--build]`: serves the sandbox wallet on WALLET_PORT (default 5174), building
 * it first when apps/wallet/dist is missing (or with --build), and with FARCASTER_RELAY_URL the sandbox Farcaster
 * approver on `/farcaster`. Stops on SIGINT/SIGTERM. The build runs in a child process (build.ts) that exits
 * when done: the server that stays up never holds vite.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { approverConfigFromEnv } from './farcaster/approverFromEnv.js';
import { createFarcasterApprover } from './farcaster/createFarcasterApprover.js';
import { DEFAULT_WALLET_PORT, serveWalletApp, WALLET_DIST_DIR } from './server.js';

const port = process.env.WALLET_PORT ? Number(process.env.WALLET_PORT) : DEFAULT_WALLET_PORT;
if (!(Number.isInteger(port) && port >= 0 && port < 65_536)) {
  console.error(`WALLET_PORT must be a TCP port, got ${process.env.WALLET_PORT}`);
  process.exit(2);
}
/** Runs build.ts (build.js when this is built) in a child with this process's loader flags; rejects on failure. */
const buildInChild = () =>
  new Promise<void>((resolve, reject) => {
    const script = fileURLToPath(new URL(`./build${extname(import.meta.url)}`, import.meta.url));
    const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wallet: building the page failed (exit ${code})`)),
    );
  });

try {
  if (process.argv.includes('--build') || !existsSync(join(WALLET_DIST_DIR, 'index.html'))) {
    const started = Date.now();
    await buildInChild();
    console.log(`wallet: built ${WALLET_DIST_DIR} in ${Date.now() - started} ms`);
  }
  const relayUrl = process.env.FARCASTER_RELAY_URL;
  const farcaster = relayUrl
    ? createFarcasterApprover({ relayUrl, config: approverConfigFromEnv(process.env) })
    : undefined;
  const server = await serveWalletApp({ port, ...(farcaster === undefined ? {} : { farcaster }) });
  console.log(`wallet: sandbox wallet on ${server.url}/ (open with ?uri=wc:…)`);
  if (farcaster !== undefined) console.log(`wallet: sandbox Farcaster approver on ${server.url}/farcaster`);
  const shutdown = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

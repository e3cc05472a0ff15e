/**
 * `tsx apps/wallet/main.ts [--build]`: serves the sandbox wallet on WALLET_PORT (default 5174), building
 * it first when apps/wallet/dist is missing (or with --build). Stops on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWalletApp } from './buildWalletApp.js';
import { DEFAULT_WALLET_PORT, serveWalletApp, WALLET_DIST_DIR } from './server.js';

const port = process.env.WALLET_PORT ? Number(process.env.WALLET_PORT) : DEFAULT_WALLET_PORT;
if (!(Number.isInteger(port) && port >= 0 && port < 65_536)) {
  console.error(`WALLET_PORT must be a TCP port, got ${process.env.WALLET_PORT}`);
  process.exit(2);
}
try {
  if (process.argv.includes('--build') || !existsSync(join(WALLET_DIST_DIR, 'index.html'))) {
    const started = Date.now();
    await buildWalletApp();
    console.log(`wallet: built ${WALLET_DIST_DIR} in ${Date.now() - started} ms`);
  }
  const server = await serveWalletApp({ port });
  console.log(`wallet: sandbox wallet on ${server.url}/ (open with ?uri=wc:…)`);
  const shutdown = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import { fileURLToPath } from 'node:url';
import { WALLET_DIST_DIR } from './server.js';

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

/** Builds the sandbox wallet page with vite into `outDir` (default apps/wallet/dist); resolves with it. */
export async function buildWalletApp(outDir: string = WALLET_DIST_DIR): Promise<string> {
  // Loaded when building only: the built stack (`@latch/stack`) ships the page built and has no vite.
  const { build } = await import('vite');
  await build({ configFile: CONFIG, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

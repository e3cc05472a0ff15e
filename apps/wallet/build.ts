/**
 * `tsx apps/wallet/build.ts`: builds the sandbox wallet page into apps/wallet/dist and exits. main.ts runs it as
 * a child process, so the server that stays up never loads vite (the builder held ~550 MiB it never gave back).
 */
import { buildWalletApp } from './buildWalletApp.js';

try {
  await buildWalletApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

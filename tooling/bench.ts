/**
 * `npm run bench`: the project's benchmarks (never timed tests). Prints a table per benchmark and writes
 * the figures to bench-results/<name>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { benchBalanceRoute, type RouteFigures } from '../services/api/bench/balanceBench.js';
import { benchHistoryRoute } from '../services/api/bench/historyBench.js';
import { benchNamesRoutes } from '../services/api/bench/namesBench.js';
import { benchOnrampRoutes } from '../services/api/bench/onrampBench.js';
import { benchSiwxRoutes } from '../services/api/bench/siwxBench.js';
import { benchSolana } from '../services/api/bench/solanaBench.js';
import { benchSwapQuotes } from '../services/api/bench/swapBench.js';
import { benchWalletService } from '../services/embedded-wallet/bench/walletBench.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv[2];

const table = (rows: readonly RouteFigures[]) => {
  console.log(
    `${'route'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(48)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.errors).padStart(7)}`,
    );
  }
};

await mkdir('bench-results', { recursive: true });
if (only === undefined || only === 'api') {
  console.log(`\nData service (real devnet + PGlite, 10 connections, ${duration} s each)`);
  const rows = await benchBalanceRoute(duration);
  table(rows);
  await writeFile('bench-results/api.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'names') {
  console.log(
    `\nName registry (real devnet + PGlite, 1,000 names, 10 connections, ${duration} s each; 500 registrations)`,
  );
  const rows = await benchNamesRoutes(duration);
  table(rows);
  await writeFile('bench-results/names.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'history') {
  console.log(
    `\nHistory (real devnet + PGlite, 400 transactions indexed, 10 connections, ${duration} s each)`,
  );
  const rows = await benchHistoryRoute(duration);
  table(rows);
  await writeFile('bench-results/history.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'swap') {
  console.log(`\nSwap quotes (real devnet + PGlite, 10 connections, ${duration} s each)`);
  const rows = await benchSwapQuotes(duration);
  table(rows);
  await writeFile('bench-results/swap.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'onramp') {
  console.log(`\nOn-ramp (real devnet + PGlite, sandbox provider, 10 connections, ${duration} s each)`);
  const rows = await benchOnrampRoutes(duration);
  table(rows);
  await writeFile('bench-results/onramp.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'siwx') {
  const signIns = Number(process.env.BENCH_SIWX_SIGN_INS ?? 1000);
  console.log(
    `\nSign-in verifier (real devnet + PGlite, ${signIns} sign-ins per account kind, 10 connections; signing not timed)`,
  );
  const rows = await benchSiwxRoutes(signIns);
  table(rows);
  await writeFile('bench-results/siwx.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'solana') {
  const transfers = Number(process.env.BENCH_SOLANA_TRANSFERS ?? 300);
  console.log(
    `\nSolana (Solana devnet in its own process + PGlite; balance route: 10 connections, ${duration} s each; ${transfers} transfers of each kind, one at a time, sent → confirmed)`,
  );
  const rows = await benchSolana(duration, transfers);
  table(rows);
  await writeFile('bench-results/solana.json', JSON.stringify(rows, null, 2));
}
if (only === undefined || only === 'wallet') {
  const logins = Number(process.env.BENCH_WALLET_LOGINS ?? 200);
  console.log(
    `\nEmbedded-wallet service (real HTTP, PGlite and the SMTP mail sink; ${logins} e-mail logins one at a time, each with a personal_sign)`,
  );
  const rows = await benchWalletService(logins);
  table(rows);
  await writeFile('bench-results/wallet.json', JSON.stringify(rows, null, 2));
}

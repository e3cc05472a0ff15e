import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Connection,
  type Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { freePort } from '../../devnet/freePort.js';
import type { SolanaDevnetManifest } from '../../solana-devnet/manifest.js';
import { readSolanaManifest } from '../../solana-devnet/manifestFile.js';
import { solanaDevnetKeys } from '../../solana-devnet/seedKeys.js';
import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';

/** Milliseconds between two status polls of a sent transaction. */
const POLL_MS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rounded to 0.1 ms. */
const tenths = (ms: number) => Math.round(ms * 10) / 10;

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] ?? Number.NaN;

const DEVNET_MAIN = fileURLToPath(new URL('../../solana-devnet/main.ts', import.meta.url));

/**
 * The Solana devnet in its own process, as `npm start` runs it (so its work does not share the event loop of
 * the service and the load generator): started on free ports, its manifest awaited (30 s at most).
 */
async function spawnSolanaDevnet(
  dataDir: string,
): Promise<{ readonly manifest: SolanaDevnetManifest; readonly child: ChildProcess }> {
  const [port, wsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', DEVNET_MAIN, '--data-dir', dataDir], {
    env: { ...process.env, SOLANA_PORT: String(port), SOLANA_WS_PORT: String(wsPort) },
    stdio: 'ignore',
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const manifest = await readSolanaManifest(dataDir);
    if (manifest?.rpcUrl === rpcUrl) return { manifest, child };
    await sleep(100);
  }
  await stopChild(child);
  throw new Error('the Solana devnet did not start within 30 s');
}

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/**
 * Sends `count` transfers one after the other, each timed from fetching the blockhash to its signature
 * reported `confirmed` (getSignatureStatuses polled every 2 ms), as a wallet would do it.
 */
async function measureTransfers(
  name: string,
  connection: Connection,
  payer: Keypair,
  count: number,
  instruction: (index: number) => TransactionInstruction,
): Promise<RouteFigures> {
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const begin = performance.now();
    try {
      const { blockhash } = await connection.getLatestBlockhash();
      // A different amount each time: two identical transactions in one slot would share a signature.
      const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
        instruction(index),
      );
      transaction.sign(payer);
      const signature = await connection.sendRawTransaction(transaction.serialize());
      for (;;) {
        const status = (await connection.getSignatureStatuses([signature])).value[0];
        if (status?.err) throw new Error(`transfer ${index} failed: ${JSON.stringify(status.err)}`);
        if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') break;
        if (performance.now() - begin > 30_000) throw new Error(`transfer ${index} not confirmed in 30 s`);
        await sleep(POLL_MS);
      }
      samples.push(performance.now() - begin);
    } catch {
      errors += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    p50Ms: tenths(percentile(sorted, 0.5)),
    p99Ms: tenths(percentile(sorted, 0.99)),
    requestsPerSecond: Math.round(samples.length / seconds),
    errors,
  };
}

/**
 * Solana on the local stack's pieces: the Solana devnet (litesvm, in its own process as on the stack) and the
 * data service (PGlite) reading it. The balance route for a Solana account (SOL + SPL USDC) from the server
 * cache and with `forceUpdate` (a chain read per request), under autocannon like the EVM routes; then
 * `transfers` SOL and SPL USDC transfers, one at a time, each timed until confirmed.
 */
export async function benchSolana(durationSeconds = 10, transfers = 300): Promise<RouteFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-solana-'));
  let child: ChildProcess | undefined;
  try {
    const devnet = await spawnSolanaDevnet(dataDir);
    child = devnet.child;
    const { manifest } = devnet;
    const keys = solanaDevnetKeys(manifest.seed);
    const [alice, bob] = keys.accounts as [Keypair, Keypair];
    const rows = await withBenchApi(
      dataDir,
      [],
      async (api) => {
        const base = `${api.url}/v1/account/${alice.publicKey.toBase58()}/balance?projectId=latch-local&chainId=${manifest.caipNetworkId}&currency=usd`;
        const check = (await (await fetch(base)).json()) as { balances: unknown[] };
        if (check.balances.length !== 2)
          throw new Error(`expected SOL and USDC, got ${check.balances.length}`);
        return [
          await measureRoute('solana balance, SOL + USDC, cached', { url: base, duration: durationSeconds }),
          await measureRoute('solana balance, forceUpdate (chain read)', {
            url: `${base}&forceUpdate=${manifest.caipNetworkId}:${manifest.tokens.USDC.mint}`,
            duration: durationSeconds,
          }),
        ];
      },
      { solanaClusters: [manifest] },
    );
    const connection = new Connection(manifest.rpcUrl, 'confirmed');
    const mint = new PublicKey(manifest.tokens.USDC.mint);
    const { decimals } = manifest.tokens.USDC;
    const from = getAssociatedTokenAddressSync(mint, alice.publicKey);
    const to = getAssociatedTokenAddressSync(mint, bob.publicKey);
    rows.push(
      await measureTransfers('SOL transfer, sent → confirmed', connection, alice, transfers, (index) =>
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 1_000 + index,
        }),
      ),
      await measureTransfers('SPL (USDC) transfer, sent → confirmed', connection, alice, transfers, (index) =>
        createTransferCheckedInstruction(from, mint, to, alice.publicKey, BigInt(1 + index), decimals),
      ),
    );
    return rows;
  } finally {
    if (child !== undefined) await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

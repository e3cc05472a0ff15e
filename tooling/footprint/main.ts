/**
 * `npm run footprint`: the local stack's memory once it is up and idle (issue 27 §6: target ≤ 1.0 GB).
 * Starts `npm start`'s stack (services/stack/main.ts) on free ports with a fresh data folder, waits for it to say
 * it is up and then for SETTLE_MS more, sums the RSS (and PSS: shared pages divided among their sharers) of every
 * process it runs, prints the figures and the largest processes, and stops it. `-- --check` exits 1 over the
 * target.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freeStackPorts, STACK_PORT_VARIABLES } from '../../services/stack/stackPorts.js';
import { footprint, processTree, readProcessTable } from './processTree.js';

const TARGET_BYTES = 1024 ** 3;
const SETTLE_MS = 15_000;
const START_TIMEOUT_MS = 300_000;
const UP = 'The local stack is up.';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const check = process.argv.includes('--check');

const dataDir = await mkdtemp(join(tmpdir(), 'latch-footprint-'));
const ports = await freeStackPorts();
const env: NodeJS.ProcessEnv = { ...process.env, LATCH_DATA_DIR: dataDir };
for (const [name, variable] of Object.entries(STACK_PORT_VARIABLES))
  env[variable] = String(ports[name as keyof typeof ports]);

const stack = spawn('node_modules/.bin/tsx', ['services/stack/main.ts'], {
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const up = new Promise<boolean>((resolve) => {
  stack.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.includes(UP)) resolve(true);
  });
  stack.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  stack.once('exit', () => resolve(false));
  setTimeout(() => resolve(false), START_TIMEOUT_MS).unref();
});

let status = 0;
try {
  if (!(await up)) {
    console.error(`The stack did not come up:\n${output}`);
    status = 1;
  } else {
    await sleep(SETTLE_MS);
    const measured = footprint(processTree(await readProcessTable(), stack.pid ?? -1));
    console.log(
      `Local stack, idle ${SETTLE_MS / 1000} s after start: ${measured.processes} processes, RSS ${mib(measured.rssBytes)} (PSS ${mib(measured.pssBytes)}); target ≤ ${mib(TARGET_BYTES)} RSS`,
    );
    for (const process of measured.largest.slice(0, 12))
      console.log(`  ${mib(process.rssBytes).padStart(8)}  ${process.command.slice(0, 110)}`);
    if (check && measured.rssBytes > TARGET_BYTES) status = 1;
  }
} finally {
  try {
    process.kill(-(stack.pid ?? 0), 'SIGTERM');
  } catch {}
  await new Promise((resolve) =>
    stack.exitCode === null ? stack.once('exit', resolve) : resolve(undefined),
  );
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);

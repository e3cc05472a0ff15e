#!/usr/bin/env node
/**
 * `latch-stack` (`npx @latch/stack`): the Latch local stack for a host app's own development — two EVM devnets,
 * the Solana devnet, the data service on PGlite, the WalletConnect relay, the embedded-wallet service with its
 * dev mailbox and identity provider, the Farcaster relay and the sandbox wallet page, all on loopback, with no
 * network beyond it and no key. Prints the createLatch options that point an app at it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseOriginList } from '../api/projects/originList.js';
import { STACK_HOST } from './ports.js';
import { createServiceLogs } from './serviceLogs.js';
import { freeStackPorts, stackPortsFromEnv } from './stackPorts.js';
import { stackServices } from './stackServices.js';
import { configSnippet, type StackUrls, stackUrls } from './stackSnippet.js';
import { startStack } from './supervisor.js';

const USAGE = `Usage: latch-stack [options]

Starts the Latch local stack for your app and prints the createLatch options to use.

Options:
  --origin <url>     also allow this origin (repeatable; loopback origins are always allowed)
  --data-dir <dir>   where the stack keeps its data (default: .latch-stack)
  --free-ports       every service on a free port instead of the fixed ones
  --json <file>      also write the URLs as JSON to <file> (for scripts and tests)
  -h, --help         this text

Ports: API_PORT, RELAY_PORT, WALLET_PORT, WALLET_SERVICE_PORT, DEVNET_L1_PORT, … as for npm start.
DATABASE_URL / REDIS_URL switch to PostgreSQL / Redis.`;

const fail = (message: string): never => {
  console.error(`latch-stack: ${message}\n\n${USAGE}`);
  process.exit(2);
};

const OPTIONS = {
  origin: { type: 'string', multiple: true },
  'data-dir': { type: 'string' },
  'free-ports': { type: 'boolean' },
  json: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const main = async (): Promise<void> => {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const originList = parseOriginList((values.origin ?? []).join(','));
  if ('error' in originList) return fail(`--origin: ${originList.error}`);
  const fromEnv = stackPortsFromEnv(process.env);
  if (fromEnv.errors.length > 0) return fail(fromEnv.errors.join('\n'));
  // The demo page is npm start's (Latch's own repository); a host's app is its own page.
  const { demo: _demo, ...ports } = values['free-ports'] === true ? await freeStackPorts() : fromEnv.ports;
  const dataDir = resolve(values['data-dir'] ?? '.latch-stack');
  mkdirSync(dataDir, { recursive: true });

  const logDir = join(dataDir, 'logs');
  console.log(`Starting the Latch local stack (data in ${dataDir}; each service's log in ${logDir}) …`);
  const stack = await startStack(
    stackServices({
      dataDir,
      host: STACK_HOST,
      ports,
      origins: originList.origins,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    }),
    (line) => console.log(line),
    { serviceLogs: createServiceLogs(logDir) },
  );
  const urls: StackUrls = stackUrls(STACK_HOST, ports, originList.origins);
  if (values.json !== undefined) writeFileSync(resolve(values.json), `${JSON.stringify(urls, null, 2)}\n`);
  console.log(
    `\nThe local stack is up${urls.origins.length === 0 ? '' : `; it also allows ${urls.origins.join(', ')}`}.`,
  );
  console.log(`Point your app at it:\n\n${configSnippet(ports)}\n\nPress Ctrl-C to stop it.`);
  process.exitCode = await stack.done;
};

main().catch((error: unknown) => {
  console.error(`\nlatch-stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

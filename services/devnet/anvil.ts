import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { errAsync, okAsync, Result, ResultAsync } from 'neverthrow';
import { STACK_HOST } from '../stack/ports.js';
import { checkPortFree } from './checkPortFree.js';
import { DevnetError, type DevnetErrorCode, toDevnetError } from './DevnetError.js';
import { DEVNET_MNEMONIC } from './manifest.js';
import { rpcCall } from './rpcCall.js';

export interface AnvilOptions {
  readonly chainId: number;
  readonly port: number;
  /** Default 127.0.0.1: the devnet never listens beyond loopback unless asked. */
  readonly host?: string;
  /** `--state`: loaded on start when the file exists, written when anvil stops on SIGTERM. */
  readonly statePath?: string;
  /** Seconds between blocks (interval mining); automine (a block per transaction) when absent. */
  readonly blockTime?: number;
  readonly mnemonic?: string;
  /**
   * CORS of the node: `false` for none (`--no-cors`, browsers cannot call it), one origin
   * (`--allow-origin`; anvil echoes exactly one value, so no list). Default: anvil's own `*`, which lets
   * any web page drive the unlocked devnet accounts — the stack (startDevnet) always passes `false`; the
   * default is left for the tests that drive a bare anvil from their own browser page.
   */
  readonly allowOrigin?: string | false;
  /** How long to wait for the first `eth_chainId` answer; default 10 s. */
  readonly startTimeoutMs?: number;
}

export interface Anvil {
  readonly chainId: number;
  readonly port: number;
  readonly rpcUrl: string;
  readonly pid: number;
  /** Sends SIGTERM, waits for the exit (state written), SIGKILL after `timeoutMs` (default 10 s). */
  stop(timeoutMs?: number): Promise<void>;
}

const ACCOUNTS = 10;
const BALANCE_ETH = 10_000;
const POLL_MS = 20;
const STDERR_TAIL = 4_000;
const ARCH: Readonly<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/** The anvil binary of the `@foundry-rs/anvil-<platform>-<arch>` package (never through npx). */
export function resolveAnvilBinary(): Result<string, DevnetError> {
  const arch = ARCH[process.arch] ?? process.arch;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const request = `@foundry-rs/anvil-${process.platform}-${arch}/bin/${binary}`;
  return Result.fromThrowable(
    () => createRequire(import.meta.url).resolve(request),
    toDevnetError('ANVIL_NOT_INSTALLED', `anvil is not installed for this platform (${request})`),
  )();
}

export function anvilArguments(options: AnvilOptions): string[] {
  const args = [
    ...['--host', options.host ?? STACK_HOST, '--port', String(options.port)],
    ...['--chain-id', String(options.chainId), '--mnemonic', options.mnemonic ?? DEVNET_MNEMONIC],
    ...['--accounts', String(ACCOUNTS), '--balance', String(BALANCE_ETH), '--quiet'],
  ];
  if (options.statePath !== undefined) args.push('--state', options.statePath);
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.allowOrigin === false) args.push('--no-cors');
  else if (options.allowOrigin !== undefined) args.push('--allow-origin', options.allowOrigin);
  return args;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function queryChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const result = await rpcCall(rpcUrl, 'eth_chainId');
    return typeof result === 'string' ? Number.parseInt(result, 16) : undefined;
  } catch {
    return undefined;
  }
}

/** Spawns anvil and resolves once it answers `eth_chainId`, or with why it did not. */
export function startAnvil(options: AnvilOptions): ResultAsync<Anvil, DevnetError> {
  const host = options.host ?? STACK_HOST;
  return resolveAnvilBinary()
    .asyncAndThen((binary) => checkPortFree(host, options.port).map(() => binary))
    .andThen((binary) => launch(binary, options, `http://${host}:${options.port}`));
}

function launch(binary: string, options: AnvilOptions, rpcUrl: string): ResultAsync<Anvil, DevnetError> {
  const child = spawn(binary, anvilArguments(options), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  let spawnError: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', (error) => {
      spawnError = error.message;
      resolve();
    });
  });
  // A parent that exits without stop() (an uncaught error, process.exit) must not leave anvil running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  const anvil: Anvil = {
    chainId: options.chainId,
    port: options.port,
    rpcUrl,
    pid: child.pid ?? -1,
    stop: (timeoutMs = 10_000) => stopChild(child, exited, timeoutMs),
  };
  const fail = (code: DevnetErrorCode, message: string) =>
    ResultAsync.fromSafePromise(stopChild(child, exited, 2_000)).andThen(() =>
      errAsync(new DevnetError(code, message, { details: stderr })),
    );

  const timeoutMs = options.startTimeoutMs ?? 10_000;
  return ResultAsync.fromSafePromise(waitReady(rpcUrl, exited, timeoutMs)).andThen((outcome) => {
    if (outcome === 'exited') {
      const how = spawnError === undefined ? 'exited during start' : `could not be started (${spawnError})`;
      return fail('ANVIL_EXITED', `anvil for chain ${options.chainId} on port ${options.port} ${how}`);
    }
    if (outcome === 'timeout') {
      return fail('ANVIL_START_TIMEOUT', `anvil did not answer on ${rpcUrl} within ${timeoutMs / 1000} s`);
    }
    if (outcome !== options.chainId) {
      return fail('ANVIL_WRONG_CHAIN', `${rpcUrl} answered chain ${outcome}, expected ${options.chainId}`);
    }
    return okAsync(anvil);
  });
}

/** Polls `eth_chainId` until it answers (its chain id), the process goes away, or time runs out. */
async function waitReady(rpcUrl: string, exited: Promise<void>, timeoutMs: number) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const chainId = await queryChainId(rpcUrl);
    if (gone) return 'exited';
    if (chainId !== undefined) return chainId;
    await Promise.race([delay(POLL_MS), exited]);
  }
  return 'timeout';
}

async function stopChild(child: ChildProcess, exited: Promise<void>, timeoutMs: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

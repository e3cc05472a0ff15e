import { type ChildProcess, spawn } from 'node:child_process';
import { isPortFree } from './portFree.js';

export interface ServiceSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** Loopback ports the service will bind: refused up front when taken. */
  readonly ports: readonly number[];
  /** Resolves true once the service answers; polled until `readyTimeoutMs`. */
  readonly ready: () => Promise<boolean>;
  readonly readyTimeoutMs?: number;
  /** What to print once ready. */
  readonly urls: readonly string[];
}

export interface Stack {
  /** Resolves when every child has stopped; its value is the process exit code to use. */
  readonly done: Promise<number>;
  stop(reason?: string): Promise<void>;
}

export type Log = (line: string) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(spec: ServiceSpec, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${spec.name} exited before it was ready`);
    if (await spec.ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(
    `${spec.name} was not ready within ${Math.round((spec.readyTimeoutMs ?? 60_000) / 1000)} s`,
  );
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts services in order, each after the previous one is healthy; refuses clearly when a port is
 * taken; stops every child (in reverse order) when asked, on SIGINT/SIGTERM, or when any child dies.
 */
export async function startStack(specs: readonly ServiceSpec[], log: Log, graceMs = 5_000): Promise<Stack> {
  for (const spec of specs) {
    for (const port of spec.ports) {
      if (!(await isPortFree(port, '127.0.0.1'))) {
        throw new Error(
          `Port ${port} (${spec.name}) is already in use. Stop whatever holds it, or set another port.`,
        );
      }
    }
  }

  const children: { spec: ServiceSpec; child: ChildProcess }[] = [];
  let stopping: Promise<void> | undefined;
  let exitCode = 0;
  let resolveDone: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => {
    resolveDone = resolve;
  });

  const stop = (reason?: string): Promise<void> => {
    stopping ??= (async () => {
      if (reason) log(reason);
      for (const { child } of [...children].reverse()) await stopChild(child, graceMs);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolveDone(exitCode);
    })();
    return stopping;
  };
  const onSignal = () => void stop('Stopping the local stack…');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    for (const spec of specs) {
      const child = spawn(spec.command, [...spec.args], {
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push({ spec, child });
      const prefix = (line: string) => log(`[${spec.name}] ${line}`);
      child.stdout?.on('data', (chunk: Buffer) =>
        chunk.toString().split('\n').filter(Boolean).forEach(prefix),
      );
      child.stderr?.on('data', (chunk: Buffer) =>
        chunk.toString().split('\n').filter(Boolean).forEach(prefix),
      );
      child.once('exit', (code, signal) => {
        if (stopping) return;
        exitCode = 1;
        void stop(`${spec.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      });
      await waitReady(spec, child);
      for (const url of spec.urls) log(`  ${spec.name.padEnd(10)} ${url}`);
    }
  } catch (error) {
    exitCode = 1;
    await stop();
    throw error;
  }
  return { done, stop };
}

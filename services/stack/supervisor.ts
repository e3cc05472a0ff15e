import { type ChildProcess, spawn } from 'node:child_process';
import { isPortFree } from './portFree.js';
import { createCrashTracker, DEFAULT_RESTART_POLICY, type RestartPolicy, seconds } from './restartPolicy.js';
import type { ServiceLogs } from './serviceLogs.js';

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

export interface SupervisorOptions {
  /** How long a child gets between SIGTERM and SIGKILL. */
  readonly graceMs?: number;
  /** How a crashed service is restarted (DEFAULT_RESTART_POLICY). */
  readonly restart?: Partial<RestartPolicy>;
  /**
   * Each service's output also goes to its own file, and the log shows only its plain lines and its JSON log
   * lines from warn up (createServiceLogs: request logs stay in the files). Without it every line is logged.
   */
  readonly serviceLogs?: ServiceLogs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitReady(spec: ServiceSpec, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${spec.name} exited before it was ready`);
    if (await spec.ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(
    `${spec.name} was not ready within ${Math.round((spec.readyTimeoutMs ?? 60_000) / 1000)} s`,
  );
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One supervised service: its spec, the child running it now, its crash history, a restart waiting. */
interface Running {
  readonly spec: ServiceSpec;
  child: ChildProcess;
  readonly crashes: ReturnType<typeof createCrashTracker>;
  restartTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Starts services in order, each after the previous one is healthy; refuses clearly when a port is taken.
 * A service that crashes later is restarted with exponential back-off (RestartPolicy: 0.5 s doubling up to
 * 30 s), and the log says so; after `maxCrashes` crashes within the window the supervisor gives up and stops
 * the whole stack (exit code 1) with a line saying why. Every child is stopped (in reverse order) when asked, on
 * SIGINT/SIGTERM, when giving up, or when a service fails to start.
 */
export async function startStack(
  specs: readonly ServiceSpec[],
  log: Log,
  options: SupervisorOptions = {},
): Promise<Stack> {
  const graceMs = options.graceMs ?? 5_000;
  const policy: RestartPolicy = { ...DEFAULT_RESTART_POLICY, ...options.restart };
  for (const spec of specs) {
    for (const port of spec.ports) {
      if (!(await isPortFree(port, '127.0.0.1'))) {
        throw new Error(
          `Port ${port} (${spec.name}) is already in use. Stop whatever holds it, or set another port.`,
        );
      }
    }
  }

  const services: Running[] = [];
  let stopping: Promise<void> | undefined;
  let exitCode = 0;
  let resolveDone: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => {
    resolveDone = resolve;
  });

  const stop = (reason?: string): Promise<void> => {
    stopping ??= (async () => {
      if (reason) log(reason);
      for (const service of services) clearTimeout(service.restartTimer);
      for (const { child } of [...services].reverse()) await stopChild(child, graceMs);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await options.serviceLogs?.close();
      resolveDone(exitCode);
    })();
    return stopping;
  };
  const onSignal = () => void stop('Stopping the local stack…');
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  /** Starts `spec`'s process, its output prefixed in the log; `onExit` hears of an exit nobody asked for. */
  const spawnService = (spec: ServiceSpec, onExit: (code: number | null, signal: string | null) => void) => {
    const child = spawn(spec.command, [...spec.args], {
      env: { ...process.env, ...spec.env },
      // stdin a pipe the supervisor never writes to: it ends when the supervisor is gone (exitWithSupervisor).
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const { serviceLogs } = options;
    const prefix =
      serviceLogs === undefined
        ? (line: string) => log(`[${spec.name}] ${line}`)
        : (line: string) => serviceLogs.write(spec.name, line, log);
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(prefix));
    child.stderr?.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach(prefix));
    child.once('exit', (code, signal) => {
      if (!stopping) onExit(code, signal);
    });
    return child;
  };

  /** A crash after start-up: restart after the back-off, or give up and stop the stack. */
  const onCrash = (service: Running, code: number | null, signal: string | null) => {
    const { spec } = service;
    const how = signal ?? `exit code ${code}`;
    const decision = service.crashes.crashed(Date.now());
    if (decision.action === 'give-up') {
      exitCode = 1;
      void stop(
        `${spec.name} stopped unexpectedly (${how}): ${decision.crashes} crashes within ${seconds(policy.windowMs)}, ` +
          'giving up; stopping the local stack. Its log lines above say why it crashed.',
      );
      return;
    }
    log(
      `${spec.name} stopped unexpectedly (${how}); restarting it in ${seconds(decision.delayMs)} ` +
        `(crash ${decision.crashes} of at most ${policy.maxCrashes - 1} within ${seconds(policy.windowMs)}).`,
    );
    service.restartTimer = setTimeout(() => {
      service.restartTimer = undefined;
      if (stopping) return;
      service.child = spawnService(spec, (nextCode, nextSignal) => onCrash(service, nextCode, nextSignal));
      waitReady(spec, service.child).then(
        () => {
          if (!stopping) log(`${spec.name} restarted and ready again.`);
        },
        (error: unknown) => {
          // Not ready in time: killed, which counts as another crash (an early exit already did).
          if (!stopping && !exited(service.child)) {
            log(`${error instanceof Error ? error.message : String(error)}; killing it.`);
            service.child.kill('SIGKILL');
          }
        },
      );
    }, decision.delayMs);
  };

  try {
    for (const spec of specs) {
      let started = false;
      const service: Running = {
        spec,
        child: spawnService(spec, (code, signal) => {
          if (started) onCrash(service, code, signal);
        }),
        crashes: createCrashTracker(policy),
        restartTimer: undefined,
      };
      services.push(service);
      await waitReady(spec, service.child);
      started = true;
      for (const url of spec.urls) log(`  ${spec.name.padEnd(10)} ${url}`);
    }
  } catch (error) {
    exitCode = 1;
    await stop();
    throw error;
  }
  return { done, stop };
}

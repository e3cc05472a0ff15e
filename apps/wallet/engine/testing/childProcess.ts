import { type ChildProcess, spawn } from 'node:child_process';

export interface Child {
  readonly process: ChildProcess;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, SIGKILL after `graceMs`; resolves with the exit code once it is gone. */
  stop(graceMs?: number): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

/** Spawns a child that is killed when the test process exits, whatever happens. Test-only (Node). */
export function spawnChild(
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Child {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  return {
    process: child,
    output: () => output,
    exited,
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Polls `ready` every 25 ms until it is true; throws with the child's output when it exits or time runs out. */
export async function waitUntil(
  child: Child,
  ready: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} exited during start:\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await child.stop();
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${child.output()}`);
}

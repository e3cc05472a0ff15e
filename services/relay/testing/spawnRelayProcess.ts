import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RelayProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Runs services/relay/main.ts in its own Node process (through tsx) on `port`, resolving once /health
 * answers; in open mode on loopback (LATCH_DEVELOPMENT=1, as the local stack sets it) unless `env` says otherwise. The child is killed when the parent exits, whatever happens.
 */
export async function spawnRelayProcess(
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<RelayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LATCH_DEVELOPMENT: '1', RELAY_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`relay process exited during start:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url: `ws://127.0.0.1:${port}`, port, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`relay process did not become healthy within 20 s:\n${output}`);
}

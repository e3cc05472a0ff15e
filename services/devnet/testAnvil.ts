import { spawn } from 'node:child_process';
import type { Network } from '../../ports/index.js';
import { resolveAnvilBinary } from './anvil.js';
import { DEVNET_MNEMONIC } from './manifest.js';

/** Test support: a throwaway anvil on a free loopback port (anvil picks it: `--port 0`). */
export interface TestAnvil {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly pid: number;
  /** SIGTERM, then SIGKILL after 3 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface TestAnvilOptions {
  readonly chainId: number;
  /** Extra anvil flags, e.g. `['--hardfork', 'berlin']`. */
  readonly args?: readonly string[];
  readonly startTimeoutMs?: number;
}

const LISTENING = /Listening on (127\.0\.0\.1:\d+)/;

/**
 * Spawns anvil (the npm platform binary, never npx) with the devnet mnemonic on 127.0.0.1 and resolves
 * once it prints its address. The process is killed when the test process exits, even without stop().
 */
export function startTestAnvil(options: TestAnvilOptions): Promise<TestAnvil> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(options.chainId)];
  const binary = resolveAnvilBinary();
  if (binary.isErr()) return Promise.reject(binary.error);
  const child = spawn(binary.value, [...args, '--mnemonic', DEVNET_MNEMONIC, ...(options.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => {
      process.removeListener('exit', killOnExit);
      resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<TestAnvil>((resolve, reject) => {
    let output = '';
    let settled = false;
    const record = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(error));
    };
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start: ${output}`)),
      options.startTimeoutMs ?? 10_000,
    );
    child.once('error', fail);
    void exited.then(() => fail(new Error(`anvil exited during start: ${output}`)));
    child.stderr.on('data', record);
    child.stdout.on('data', (chunk: Buffer) => {
      if (settled) return;
      record(chunk);
      const address = LISTENING.exec(output)?.[1];
      if (address === undefined) return;
      settled = true;
      clearTimeout(timer);
      resolve({ chainId: options.chainId, rpcUrl: `http://${address}`, pid: child.pid ?? -1, stop });
    });
  });
}

/** An eip155 Network for a test chain (ETH, 18 decimals) on the given RPC URLs. */
export const testNetwork = (chainId: number, rpcUrls: readonly string[]): Network => ({
  id: chainId,
  name: `Test chain ${chainId}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: rpcUrls } },
});

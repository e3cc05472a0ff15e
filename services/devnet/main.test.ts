import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPortFree } from './checkPortFree.js';
import { freePort } from './freePort.js';
import { readManifest } from './manifestFile.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('services/devnet/main.ts', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    // SIGTERM first so a devnet left running by a failed test stops its anvil; SIGKILL as a last resort.
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('prints the RPC URLs and addresses, and stops anvil on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-devnet-main-'));
    dirs.push(dataDir);
    const [l1, l2] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--data-dir', dataDir], {
      env: { ...process.env, DEVNET_L1_PORT: String(l1), DEVNET_L2_PORT: String(l2) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Press Ctrl-C to stop.')) resolve();
      });
      void exited.then(() => reject(new Error(`main.ts exited early:\n${output}`)));
    });

    const manifest = await readManifest(dataDir);
    expect(output).toContain(`Latch Devnet (eip155:31337)  http://127.0.0.1:${l1}`);
    expect(output).toContain(`Latch Devnet L2 (eip155:31338)  http://127.0.0.1:${l2}`);
    expect(output).toContain(`USDC               ${manifest?.chains[0]?.tokens.USDC.address}`);
    expect(output).toContain('Multicall3         0xcA11bde05977b3631167028862bE2a173976CA11');
    expect((await checkPortFree('127.0.0.1', l1)).isErr()).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect((await checkPortFree('127.0.0.1', l1)).isOk()).toBe(true);
    expect((await checkPortFree('127.0.0.1', l2)).isOk()).toBe(true);
  });

  it('refuses a bad --block-time', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--block-time', 'soon'], {
      stdio: 'pipe',
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--block-time must be a whole number of seconds > 0');
  });
});

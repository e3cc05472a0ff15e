import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let child: ChildProcess;
let output = '';
let port: number;

beforeAll(async () => {
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DEMO_PORT: String(port),
      API_PORT: '18787',
      RELAY_PORT: '18788',
      WALLET_PORT: '15174',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Demo at') && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 70_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the demo process (npm start runs it)', () => {
  it('serves on DEMO_PORT, configured for the stack ports of its environment (chains through the API proxy)', async () => {
    expect(output).toContain(
      `Demo at http://127.0.0.1:${port} — with the sandbox wallet: http://127.0.0.1:${port}/?sandbox=1\n`,
    );
    const config = await (await fetch(`http://127.0.0.1:${port}/demo-config.json`)).json();
    expect(config).toMatchObject({
      dataServiceUrl: 'http://127.0.0.1:18787',
      relayUrl: 'ws://127.0.0.1:18788',
      walletUrl: 'http://127.0.0.1:15174/',
      chains: [
        { rpcUrl: 'http://127.0.0.1:18787/v1?chainId=eip155%3A31337&projectId=latch-local' },
        { rpcUrl: 'http://127.0.0.1:18787/v1?chainId=eip155%3A31338&projectId=latch-local' },
      ],
    });
  });

  it('stops on SIGTERM and frees its port', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
    });
  });

  it('refuses a DEMO_PORT that is not a port', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, DEMO_PORT: 'eighty' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    bad.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('DEMO_PORT must be a TCP port, got eighty');
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, anvilArguments, resolveAnvilBinary, startAnvil } from './anvil.js';
import { freePort } from './freePort.js';
import { isProcessAlive } from './processAlive.js';
import { rpcCall } from './rpcCall.js';

describe('startAnvil', () => {
  let dir: string;
  const started: Anvil[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-anvil-'));
  });
  afterAll(async () => {
    await Promise.all(started.map((anvil) => anvil.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it('resolves the platform binary from node_modules, never npx', () => {
    const binary = resolveAnvilBinary();
    expect(binary._unsafeUnwrap()).toMatch(
      /node_modules\/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/,
    );
  });

  it('passes the devnet flags: loopback, chain id, mnemonic, 10 funded accounts, state and block time', () => {
    const args = anvilArguments({ chainId: 5, port: 1, statePath: '/x/5.state.json', blockTime: 2 }).join(
      ' ',
    );
    expect(args).toContain('--host 127.0.0.1 --port 1 --chain-id 5');
    expect(args).toContain('--mnemonic test test test test test test test test test test test junk');
    expect(args).toContain('--accounts 10 --balance 10000');
    expect(args).toContain('--state /x/5.state.json');
    expect(args).toContain('--block-time 2');
    expect(anvilArguments({ chainId: 5, port: 1 }).join(' ')).not.toMatch(/--state|--block-time/);
  });

  it('sets the CORS of the node when asked: none, or exactly one origin', () => {
    expect(anvilArguments({ chainId: 5, port: 1, allowOrigin: false })).toContain('--no-cors');
    const one = anvilArguments({ chainId: 5, port: 1, allowOrigin: 'http://127.0.0.1:5173' }).join(' ');
    expect(one).toContain('--allow-origin http://127.0.0.1:5173');
    expect(anvilArguments({ chainId: 5, port: 1 }).join(' ')).not.toMatch(/--no-cors|--allow-origin/);
  });

  it('starts, answers eth_chainId, writes its state on stop and leaves no process', async () => {
    const statePath = join(dir, '31337.state.json');
    const anvil = (await startAnvil({ chainId: 31337, port: await freePort(), statePath }))._unsafeUnwrap();
    started.push(anvil);
    expect(await rpcCall(anvil.rpcUrl, 'eth_chainId')).toBe('0x7a69');
    await rpcCall(anvil.rpcUrl, 'evm_mine');
    expect(isProcessAlive(anvil.pid)).toBe(true);

    await anvil.stop();
    expect(isProcessAlive(anvil.pid)).toBe(false);
    const state: unknown = JSON.parse(await readFile(statePath, 'utf8'));
    expect(state).toMatchObject({ best_block_number: 1 });

    const again = (await startAnvil({ chainId: 31337, port: anvil.port, statePath }))._unsafeUnwrap();
    started.push(again);
    expect(await rpcCall(again.rpcUrl, 'eth_blockNumber')).toBe('0x1');
    await again.stop();
    await again.stop();
    expect(isProcessAlive(again.pid)).toBe(false);
  });

  it('refuses a port that is already taken, before spawning', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port }, resolve));
    try {
      const result = await startAnvil({ chainId: 31337, port });
      expect(result.isErr() && result.error.code).toBe('PORT_IN_USE');
      expect(result.isErr() && result.error.message).toMatch(new RegExp(`Port ${port} .*already in use`));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reports anvil exiting during start with its stderr', async () => {
    const statePath = join(dir, 'corrupt.state.json');
    await writeFile(statePath, 'not json');
    const result = await startAnvil({ chainId: 31337, port: await freePort(), statePath });
    expect(result.isErr() && result.error.code).toBe('ANVIL_EXITED');
    expect(result.isErr() && result.error.details).toContain('failed to parse json file');
  });

  it('times out with a clear error and kills the process it spawned', async () => {
    const port = await freePort();
    const result = await startAnvil({ chainId: 31337, port, startTimeoutMs: 1 });
    expect(result.isErr() && result.error.code).toBe('ANVIL_START_TIMEOUT');
    expect(result.isErr() && result.error.message).toContain(
      `anvil did not answer on http://127.0.0.1:${port}`,
    );
    // The port is free again: the child was stopped.
    const next = (await startAnvil({ chainId: 31337, port }))._unsafeUnwrap();
    started.push(next);
    expect(await rpcCall(next.rpcUrl, 'eth_chainId')).toBe('0x7a69');
  });
});

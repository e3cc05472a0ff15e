import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';
import { type ServiceSpec, startStack } from './supervisor.js';

/** A child that serves HTTP 200 on `port` (after `delayMs`) and exits with `exitAfterMs` if given. */
const httpChild = (name: string, port: number, extra = ''): ServiceSpec => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `require('http').createServer((q,s)=>s.end('ok')).listen(${port},'127.0.0.1',()=>console.log('${name} up'));${extra}`,
  ],
  ports: [port],
  ready: async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok === true,
  readyTimeoutMs: 10_000,
  urls: [`http://127.0.0.1:${port}`],
});

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stack supervisor', () => {
  it('starts services in order once healthy, prints URLs, and stops every child', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const lines: string[] = [];
    const stack = await startStack([httpChild('alpha', a), httpChild('beta', b)], (line) => lines.push(line));
    expect(lines).toContain(`  alpha      http://127.0.0.1:${a}`);
    expect(lines.indexOf(`  alpha      http://127.0.0.1:${a}`)).toBeLessThan(
      lines.indexOf(`  beta       http://127.0.0.1:${b}`),
    );
    expect(lines).toContain('[alpha] alpha up');
    await stack.stop();
    expect(await stack.done).toBe(0);
    expect(await fetch(`http://127.0.0.1:${a}/`).catch(() => 'down')).toBe('down');
    expect(await fetch(`http://127.0.0.1:${b}/`).catch(() => 'down')).toBe('down');
  });

  it('refuses clearly when a port is taken, starting nothing', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const free = await freePort();
    await expect(
      startStack([httpChild('first', free), httpChild('api', port)], () => undefined),
    ).rejects.toThrow(`Port ${port} (api) is already in use`);
    expect(await fetch(`http://127.0.0.1:${free}/`).catch(() => 'down')).toBe('down');
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('stops the rest when one child crashes, exiting non-zero', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const lines: string[] = [];
    const stack = await startStack(
      [httpChild('steady', a), httpChild('crashy', b, 'setTimeout(()=>process.exit(3),300);')],
      (line) => lines.push(line),
    );
    expect(await stack.done).toBe(1);
    expect(lines).toContain('crashy stopped unexpectedly (exit code 3); stopping the rest.');
    expect(await fetch(`http://127.0.0.1:${a}/`).catch(() => 'down')).toBe('down');
  });

  it('gives up on a service that never becomes ready and stops what it started', async () => {
    const a = await freePort();
    let pid: number | undefined;
    const never: ServiceSpec = {
      name: 'sleepy',
      command: process.execPath,
      args: ['-e', 'console.log(process.pid); setInterval(()=>{},1000)'],
      ports: [],
      ready: async () => false,
      readyTimeoutMs: 500,
      urls: [],
    };
    await expect(
      startStack([httpChild('ok', a), never], (line) => {
        const match = /^\[sleepy\] (\d+)$/.exec(line);
        if (match) pid = Number(match[1]);
      }),
    ).rejects.toThrow('sleepy was not ready within 1 s');
    expect(pid).toBeDefined();
    expect(alive(pid)).toBe(false);
    expect(await fetch(`http://127.0.0.1:${a}/`).catch(() => 'down')).toBe('down');
  });
});

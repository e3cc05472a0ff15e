import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
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

/** A child serving 'ok' on `port`, its pid on /pid, that exits with code 3 when asked for /crash. */
const crashOnRequest = (name: string, port: number): ServiceSpec => ({
  ...httpChild(name, port),
  args: [
    '-e',
    `require('http').createServer((q,s)=>{if(q.url==='/crash')process.exit(3);s.end(q.url==='/pid'?String(process.pid):'ok')}).listen(${port},'127.0.0.1')`,
  ],
});

const crash = (port: number) => fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
const pidOf = async (port: number) => (await fetch(`http://127.0.0.1:${port}/pid`)).text();
const WAIT = { timeout: 15_000, interval: 20 };
const waitForLine = (lines: readonly string[], text: string) =>
  vi.waitFor(() => expect(lines.some((line) => line.includes(text))).toBe(true), WAIT);

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

  it('restarts a crashed service with back-off and says so, the rest serving on; stop ends with 0', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const lines: string[] = [];
    const stack = await startStack(
      [httpChild('steady', a), crashOnRequest('crashy', b)],
      (line) => lines.push(line),
      { restart: { initialDelayMs: 20 } },
    );
    const firstPid = await pidOf(b);
    await crash(b);
    await waitForLine(lines, 'crashy restarted and ready again.');
    expect(lines).toContain(
      'crashy stopped unexpectedly (exit code 3); restarting it in 0.02 s (crash 1 of at most 7 within 600 s).',
    );
    expect(lines.some((line) => line.includes('stopping the'))).toBe(false);
    expect(await (await fetch(`http://127.0.0.1:${b}/`)).text()).toBe('ok');
    expect(await pidOf(b)).not.toBe(firstPid);
    expect(await (await fetch(`http://127.0.0.1:${a}/`)).text()).toBe('ok');
    await stack.stop();
    expect(await stack.done).toBe(0);
    expect(await fetch(`http://127.0.0.1:${b}/`).catch(() => 'down')).toBe('down');
  });

  it('doubles the wait at each crash, then gives up at maxCrashes: stops the stack with a clear line, exit 1', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const lines: string[] = [];
    const stack = await startStack(
      [httpChild('steady', a), crashOnRequest('crashy', b)],
      (line) => lines.push(line),
      { restart: { initialDelayMs: 20, maxCrashes: 3 } },
    );
    for (let restart = 1; restart <= 2; restart++) {
      await crash(b);
      await vi.waitFor(
        () =>
          expect(lines.filter((line) => line === 'crashy restarted and ready again.')).toHaveLength(restart),
        WAIT,
      );
    }
    await crash(b);
    expect(await stack.done).toBe(1);
    expect(lines.filter((line) => line.startsWith('crashy stopped unexpectedly'))).toEqual([
      'crashy stopped unexpectedly (exit code 3); restarting it in 0.02 s (crash 1 of at most 2 within 600 s).',
      'crashy stopped unexpectedly (exit code 3); restarting it in 0.04 s (crash 2 of at most 2 within 600 s).',
      'crashy stopped unexpectedly (exit code 3): 3 crashes within 600 s, giving up; stopping the local stack. Its log lines above say why it crashed.',
    ]);
    expect(await fetch(`http://127.0.0.1:${a}/`).catch(() => 'down')).toBe('down');
  });

  it('a crash while a restart waits: stop cancels the restart and ends cleanly', async () => {
    const b = await freePort();
    const lines: string[] = [];
    const stack = await startStack([crashOnRequest('crashy', b)], (line) => lines.push(line), {
      restart: { initialDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    await crash(b);
    await waitForLine(lines, 'restarting it in 60 s');
    await stack.stop();
    expect(await stack.done).toBe(0);
    expect(lines).not.toContain('crashy restarted and ready again.');
    expect(await fetch(`http://127.0.0.1:${b}/`).catch(() => 'down')).toBe('down');
  });

  it('gives up on a service that never becomes ready and stops what it started', async () => {
    const a = await freePort();
    let pid: number | undefined;
    let sawPid: () => void = () => undefined;
    const pidLogged = new Promise<void>((resolve) => {
      sawPid = resolve;
    });
    const never: ServiceSpec = {
      name: 'sleepy',
      command: process.execPath,
      args: ['-e', 'console.log(process.pid); setInterval(()=>{},1000)'],
      ports: [],
      // Answers "not ready" only once the child has printed its pid (a loaded machine starts node slowly).
      ready: async () => pidLogged.then(() => false),
      readyTimeoutMs: 500,
      urls: [],
    };
    await expect(
      startStack([httpChild('ok', a), never], (line) => {
        const match = /^\[sleepy\] (\d+)$/.exec(line);
        if (match) {
          pid = Number(match[1]);
          sawPid();
        }
      }),
    ).rejects.toThrow('sleepy was not ready within 1 s');
    expect(pid).toBeDefined();
    expect(alive(pid)).toBe(false);
    expect(await fetch(`http://127.0.0.1:${a}/`).catch(() => 'down')).toBe('down');
  });

  it('a service preloaded with exitWithSupervisor stops when the stack is killed (SIGKILL); one without it is left running', async () => {
    const [watched, unwatched] = [await freePort(), await freePort()];
    const watcher = pathToFileURL(join(import.meta.dirname, 'exitWithSupervisor.ts')).href;
    const serving = (port: number) =>
      `require('http').createServer((q,s)=>s.end(String(process.pid))).listen(${port},'127.0.0.1')`;
    const spec = (name: string, port: number, preload: string[]) => ({
      name,
      command: process.execPath,
      args: [...preload, '-e', serving(port)],
      ports: [port],
      readyTimeoutMs: 15_000,
      urls: [],
    });
    // The real supervisor in a process of its own, so that it can be killed without its clean-up.
    const specs = JSON.stringify([
      spec('watched', watched, ['--import', 'tsx', '--import', watcher]),
      spec('unwatched', unwatched, []),
    ]);
    const program = `
      const { startStack } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'supervisor.ts')).href)});
      const specs = ${specs}.map((spec) => ({ ...spec, ready: async () =>
        (await fetch('http://127.0.0.1:' + spec.ports[0] + '/').catch(() => undefined))?.ok === true }));
      await startStack(specs, () => undefined);
      console.log('stack up');`;
    const stack = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    stack.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await vi.waitFor(() => expect(printed).toContain('stack up'), { timeout: 30_000, interval: 50 });
    const [watchedPid, unwatchedPid] = [Number(await pidOf(watched)), Number(await pidOf(unwatched))];
    stack.kill('SIGKILL');
    await vi.waitFor(() => expect(alive(watchedPid)).toBe(false), { timeout: 20_000, interval: 50 });
    expect(await fetch(`http://127.0.0.1:${watched}/`).catch(() => 'down')).toBe('down');
    // The control: nothing else stopped the watched one — a service without the preload outlives the stack.
    expect(alive(unwatchedPid)).toBe(true);
    process.kill(unwatchedPid, 'SIGKILL');
  }, 60_000);
});

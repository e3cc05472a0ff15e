import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';
import { consoleLine, createServiceLogs } from './serviceLogs.js';
import { type ServiceSpec, startStack } from './supervisor.js';

const REQUEST = JSON.stringify({ level: 30, msg: 'request completed', req: { url: '/v1/balance' } });
const WARNING = JSON.stringify({ level: 40, msg: 'upstream RPC failed' });

describe("the services' logs", () => {
  it('the console shows plain lines and JSON lines from warn up, shortened; request logs stay in the file', () => {
    expect(consoleLine('mail: to a@b.test: Your code (code 123456)')).toBe(
      'mail: to a@b.test: Your code (code 123456)',
    );
    expect(consoleLine(REQUEST)).toBeUndefined();
    expect(consoleLine(WARNING)).toBe('warn: upstream RPC failed');
    expect(consoleLine(JSON.stringify({ level: 50, msg: 'boom' }))).toBe('error: boom');
    expect(consoleLine(JSON.stringify({ level: 55 }))).toBe('level 55: ');
    // Not pino's shape: shown as printed.
    expect(consoleLine('{"not":"a log line"}')).toBe('{"not":"a log line"}');
    expect(consoleLine('{ broken')).toBe('{ broken');
  });

  it("npm start's supervisor writes every line of a service to its file and logs only what the console shows", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-service-logs-'));
    try {
      const port = await freePort();
      const spec: ServiceSpec = {
        name: 'api',
        command: process.execPath,
        args: [
          '-e',
          `console.log(${JSON.stringify(REQUEST)});console.log(${JSON.stringify(WARNING)});console.log('api: ready');` +
            `require('http').createServer((q,s)=>s.end('ok')).listen(${port},'127.0.0.1')`,
        ],
        ports: [port],
        ready: async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok === true,
        readyTimeoutMs: 10_000,
        urls: [],
      };
      const lines: string[] = [];
      const logs = createServiceLogs(dir);
      const stack = await startStack([spec], (line) => lines.push(line), { serviceLogs: logs });
      await expect
        .poll(() => lines.filter((line) => line.startsWith('[api]')), { timeout: 10_000 })
        .toEqual(['[api] warn: upstream RPC failed', '[api] api: ready']);
      await stack.stop();
      expect(await stack.done).toBe(0);
      expect((await readFile(logs.path('api'), 'utf8')).split('\n')).toEqual([
        REQUEST,
        WARNING,
        'api: ready',
        '',
      ]);
      // A line after the files closed is still shown, never a write after end.
      logs.write('api', 'late line', (line) => lines.push(line));
      expect(lines.at(-1)).toBe('[api] late line');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

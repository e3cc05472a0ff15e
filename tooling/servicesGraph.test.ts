import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The `services` project runs its files in one module graph per worker (vitest.config.ts, `isolate: false`):
 * a module mock, a stubbed global or a changed process.env in one file would leak into the next.
 */
const LEAKS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\b|\bprocess\.env(\.[A-Za-z_]+|\[[^\]]+\])\s*=[^=]|delete\s+process\.env/;

it('no services test file mocks a module, stubs a global or changes process.env', async () => {
  const leaking: string[] = [];
  let files = 0;
  for (const file of await readdir('services', { recursive: true })) {
    if (!file.endsWith('.test.ts') || file.split('/').includes('node_modules')) continue;
    files++;
    if (LEAKS.test(await readFile(join('services', file), 'utf8'))) leaking.push(file);
  }
  expect(files).toBeGreaterThan(100);
  expect(leaking).toEqual([]);
});

it('the pattern catches each kind of leak', () => {
  for (const line of [
    "vi.mock('x')",
    "vi.stubEnv('A', 'b')",
    'process.env.API_PORT = "1"',
    "process.env['X'] = '1'",
    'delete process.env.X',
  ])
    expect(LEAKS.test(line)).toBe(true);
  expect(LEAKS.test("process.env.API_PORT === '1'")).toBe(false);
});

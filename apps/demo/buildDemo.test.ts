import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFingerprint } from './buildDemo.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'latch-demo-fingerprint-'));
  for (const folder of ['apps/demo/src', 'ports']) {
    await mkdir(join(copy, folder), { recursive: true });
    await cp(join(REPO, folder), join(copy, folder), { recursive: true });
  }
  await cp(join(REPO, 'apps/demo/index.html'), join(copy, 'apps/demo/index.html'));
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe('the demo build fingerprint', () => {
  it('is stable and ignores file times, tests and build output', async () => {
    const before = await demoFingerprint(copy);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    await utimes(join(copy, 'apps/demo/index.html'), new Date(0), new Date(0));
    await writeFile(join(copy, 'apps/demo/src/extra.test.ts'), 'export {};');
    await mkdir(join(copy, 'apps/demo/src/dist'), { recursive: true });
    await writeFile(join(copy, 'apps/demo/src/dist/out.js'), 'built');
    expect(await demoFingerprint(copy)).toBe(before);
  });

  it('changes with the content of any input', async () => {
    const before = await demoFingerprint(copy);
    await writeFile(join(copy, 'apps/demo/src/App.tsx'), '// changed\n', { flag: 'a' });
    const changed = await demoFingerprint(copy);
    expect(changed).not.toBe(before);
    await writeFile(join(copy, 'ports/new.ts'), 'export {};');
    expect(await demoFingerprint(copy)).not.toBe(changed);
  });

  it('tells builds for another base path apart, the default base being the plain fingerprint', async () => {
    const plain = await demoFingerprint(copy);
    expect(await demoFingerprint(copy, '/')).toBe(plain);
    const relative = await demoFingerprint(copy, './');
    expect(relative).toMatch(/^[0-9a-f]{16}$/);
    expect(relative).not.toBe(plain);
    expect(await demoFingerprint(copy, '/sub/')).not.toBe(relative);
  });
});

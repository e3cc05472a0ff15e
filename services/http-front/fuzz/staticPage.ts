import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built page's smallest shape for the static servers' fuzz: index.html and one hashed asset, in a temp folder. */
export async function writeStaticPage(name: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `latch-fuzz-${name}-`));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

// Issue 31 §5: every store in core/ (`*Store.ts`, `ConnectFlow.ts`, `store.ts`) stays at most 300 lines; a store
// that grows moves a cohesive pure part out to its own module beside it (with its test).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_STORE_LINES = 300;

const isStore = (name: string): boolean =>
  !name.includes('.test.') && (name.endsWith('Store.ts') || name === 'ConnectFlow.ts' || name === 'store.ts');

/** Every store file under `folder`, as paths from the repository's root. */
async function storesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isStore(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The lines of a file: what `wc -l` counts, and a last line without its newline too. */
const lineCount = (text: string): number =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('store size (issue 31 §5)', () => {
  it(`keeps every store in core/ at most ${MAX_STORE_LINES} lines`, async () => {
    const stores = await storesUnder('core');
    expect(stores).toContain('core/features/send/SendStore.ts');
    expect(stores).toContain('core/kernel/connectFlow/ConnectFlow.ts');
    const sizes = await Promise.all(
      stores.map(async (path) => ({ path, lines: lineCount(await readFile(join(root, path), 'utf8')) })),
    );
    const over = sizes
      .filter(({ lines }) => lines > MAX_STORE_LINES)
      .map(({ path, lines }) => `${path}: ${lines}`);
    expect(over, `stores over ${MAX_STORE_LINES} lines`).toEqual([]);
  });

  it('counts the lines of a file, a last one without its newline too', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { openChunks, staticClosure } from './openChunks.js';

// entry → a → shared; modal → b → shared, a; account → c → b, d
const IMPORTS: Record<string, readonly string[]> = {
  '/app/entry.ts': ['/app/a.ts'],
  '/app/a.ts': ['/app/shared.ts'],
  '/app/shared.ts': [],
  '/app/modal.tsx': ['/app/b.ts', '/app/a.ts'],
  '/app/b.ts': ['/app/shared.ts'],
  '/app/account.tsx': ['/app/c.ts', '/app/b.ts'],
  '/app/c.ts': ['/app/node_modules/lib/dist/index.mjs'],
  '/app/node_modules/lib/dist/index.mjs': [],
};
const graph = {
  getModuleIds: () => Object.keys(IMPORTS)[Symbol.iterator](),
  getModuleInfo: (id: string) =>
    IMPORTS[id] === undefined ? null : { isEntry: id === '/app/entry.ts', importedIds: IMPORTS[id] ?? [] },
};

const runBuildEnd = (groups: Record<string, readonly string[]>) => {
  const errors: string[] = [];
  const chunks = openChunks(groups);
  const context = {
    ...graph,
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const hook = chunks.plugin.buildEnd;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  try {
    handler?.call(context as never);
  } catch {
    // reported through errors
  }
  return { chunks, errors };
};

describe('staticClosure', () => {
  it('is every module the roots import statically, the roots included', () => {
    expect([...staticClosure(graph, ['/app/modal.tsx'])].sort()).toEqual([
      '/app/a.ts',
      '/app/b.ts',
      '/app/modal.tsx',
      '/app/shared.ts',
    ]);
  });
});

describe('openChunks', () => {
  it('groups what each root imports, minus the first chunk and an earlier group', () => {
    const { chunks, errors } = runBuildEnd({
      modal: ['/app/modal.tsx'],
      account: ['/app/account.tsx', 'lib/dist/index.mjs'],
    });
    expect(errors).toEqual([]);
    const members = (name: string) =>
      Object.keys(IMPORTS).filter((id) => chunks.groups.find((group) => group.name === name)?.test(id));
    expect(members('modal')).toEqual(['/app/modal.tsx', '/app/b.ts']);
    expect(members('account')).toEqual([
      '/app/account.tsx',
      '/app/c.ts',
      '/app/node_modules/lib/dist/index.mjs',
    ]);
  });

  it('fails the build when a root is not a module of it', () => {
    const { errors } = runBuildEnd({ modal: ['/app/gone.tsx'] });
    expect(errors).toEqual(["open chunk 'modal': no module /app/gone.tsx"]);
  });
});

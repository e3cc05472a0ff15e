import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import latchConfig from '../../packages/latch/tsdown.config.js';
import wagmiConfig from '../../packages/wagmi/tsdown.config.js';
import { packageBuild } from './packageBuild.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type ResolveId = (source: string, importer: string | undefined) => unknown;

/** The `latch-internal` plugin's resolveId of a package build. */
const resolverOf = (config: ReturnType<typeof packageBuild>): ResolveId => {
  const plugins = (config.plugins ?? []) as { name?: string; resolveId?: ResolveId }[];
  const plugin = plugins.find((candidate) => candidate.name === 'latch-internal');
  if (plugin?.resolveId === undefined) throw new Error('no latch-internal plugin');
  return plugin.resolveId;
};

const entriesOf = (config: unknown): string[] => {
  const { entry } = config as { entry: string[] };
  return entry.map((path) => path.replace(ROOT, ''));
};

describe('packageBuild', () => {
  it('`@latch/wagmi` builds adapters/wagmi/ as its own and reaches the rest of latch as latch/internal/…', () => {
    const resolve = resolverOf(wagmiConfig as ReturnType<typeof packageBuild>);
    const importer = `${ROOT}adapters/wagmi/latchConnector.ts`;
    expect(resolve('../root/eip1193.js', importer)).toEqual({
      id: 'latch/internal/adapters/root/eip1193',
      external: true,
    });
    expect(resolve('../../core/kernel/latch/index.js', importer)).toEqual({
      id: 'latch/internal/core/kernel/latch/index',
      external: true,
    });
    expect(resolve('./chains.js', importer)).toBeNull();
    expect(entriesOf(wagmiConfig)).toContain('adapters/wagmi/**/*.{ts,tsx}');
  });

  it('`latch` leaves adapters/wagmi/ out (it imports @wagmi/core, not a dependency of latch)', () => {
    expect(entriesOf(latchConfig)).toEqual(
      expect.arrayContaining(['adapters/**/*.{ts,tsx}', '!adapters/wagmi/**']),
    );
  });

  it('a package without `exclude` builds every module of its folders, tests left out', () => {
    const entries = entriesOf(packageBuild({ entries: ['ui-react'], imports: [] }));
    expect(entries[0]).toBe('ui-react/**/*.{ts,tsx}');
    expect(entries).toContain('!**/*.test.ts');
    expect(entries.some((entry) => entry.includes('wagmi'))).toBe(false);
  });
});

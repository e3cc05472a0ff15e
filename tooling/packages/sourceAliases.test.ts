import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import latchManifest from '../../packages/latch/package.json' with { type: 'json' };
import reactManifest from '../../packages/react/package.json' with { type: 'json' };
import testingManifest from '../../packages/testing/package.json' with { type: 'json' };
import wagmiManifest from '../../packages/wagmi/package.json' with { type: 'json' };
import { SOURCE_ENTRIES, sourceAliases } from './sourceAliases.js';

const tsconfig = JSON.parse(readFileSync(new URL('../../tsconfig.json', import.meta.url), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** Every public entry point a package's `exports` declares, as the name a host imports. */
const publicNames = [latchManifest, reactManifest, testingManifest, wagmiManifest].flatMap((manifest) =>
  Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json' && !subpath.includes('*'))
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`)),
);

describe('the packages’ names inside the repository', () => {
  it('name every public entry point of every package, and nothing else', () => {
    expect(Object.keys(SOURCE_ENTRIES).sort()).toEqual([...publicNames].sort());
  });

  it('are tsconfig.json’s paths, to the same source files', () => {
    const paths = Object.fromEntries(
      Object.entries(SOURCE_ENTRIES).map(([name, path]) => [name, [`./${path}`]]),
    );
    expect(tsconfig.compilerOptions.paths).toEqual(paths);
  });

  it('are one release: the same version, and the UI, the test kit and the wagmi connector ask for exactly that latch', () => {
    expect(reactManifest.version).toBe(latchManifest.version);
    expect(testingManifest.version).toBe(latchManifest.version);
    expect(reactManifest.peerDependencies.latch).toBe(latchManifest.version);
    expect(testingManifest.peerDependencies.latch).toBe(latchManifest.version);
    expect(wagmiManifest.version).toBe(latchManifest.version);
    expect(wagmiManifest.peerDependencies.latch).toBe(latchManifest.version);
  });

  it('share one range for what must be one instance on the page (mobx: the stores and the observers)', () => {
    expect(reactManifest.dependencies.mobx).toBe(latchManifest.dependencies.mobx);
  });

  it('alias each name exactly, not its prefix (latch/solana is not latch + /solana)', () => {
    const aliases = sourceAliases();
    const match = (name: string) => aliases.filter((alias) => alias.find.test(name)).length;
    for (const name of Object.keys(SOURCE_ENTRIES)) expect(match(name)).toBe(1);
    expect(match('latch/internal/core/lib/errors/index.js')).toBe(0);
    expect(match('@latch/reactive')).toBe(0);
  });
});

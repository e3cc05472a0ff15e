import { fileURLToPath, pathToFileURL } from 'node:url';
import type { UserConfig } from 'tsdown';

/** The repository's root: each public package is fed by the design card's folders there (core/, ui-react/, …). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What each package builds from, and which of the root's folders belong to another package it imports. */
export interface PackageSource {
  /**
   * The entries, relative to the repository: a folder stands for its every module (tests left out), a file for
   * itself and what it imports.
   */
  readonly entries: readonly string[];
  /** Root folders that `latch` ships: imports of them become `latch/internal/…` (the same module instance). */
  readonly fromLatch?: readonly string[];
  /** Packages the built code may import (its dependencies and peers); anything else fails the build. */
  readonly imports: readonly (string | RegExp)[];
  /** Folders under the entries that another package ships (`adapters/wagmi` is `@latch/wagmi`'s, not `latch`'s). */
  readonly exclude?: readonly string[];
}

/** The folders a package builds every module of: its own, never rewritten to `latch/internal/…`. */
const ownFolders = (entries: readonly string[]): string[] =>
  entries.filter((entry) => !/\.tsx?$/.test(entry)).map((folder) => `${folder}/`);

/** Tests and what only tests use: never in a package. */
const NOT_SHIPPED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-d.ts',
  '**/*.d.ts',
  '**/testFixtures.ts',
  'adapters/wallet/embedded/fakeFrameDom.ts',
  'adapters/wallet/injected/scriptedProvider.ts',
];

/**
 * One build for every public package: ESM and `.d.ts`, one output file per source file (`unbundle`) so the
 * host's bundler splits the lazy parts as the demo's build does, and nothing of node_modules bundled: a package
 * the code imports that is not a declared dependency or peer fails the build (`onlyBundle: []`).
 */
export const packageBuild = ({
  entries,
  fromLatch = [],
  imports,
  exclude = [],
}: PackageSource): UserConfig => ({
  entry: [
    ...entries.map((entry) =>
      /\.tsx?$/.test(entry) ? `${REPO_ROOT}${entry}` : `${REPO_ROOT}${entry}/**/*.{ts,tsx}`,
    ),
    ...NOT_SHIPPED.map((glob) => `!${REPO_ROOT}${glob}`),
    ...exclude.map((folder) => `!${REPO_ROOT}${folder}/**`),
  ],
  root: REPO_ROOT,
  logLevel: 'warn',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  unbundle: true,
  dts: { tsconfig: `${REPO_ROOT}tsconfig.json` },
  outDir: 'dist',
  clean: true,
  deps: { neverBundle: [...imports, /^node:/], onlyBundle: [] },
  plugins: [
    {
      name: 'latch-internal',
      resolveId(source, importer) {
        if (fromLatch.length === 0 || importer === undefined || !source.startsWith('.')) return null;
        const target = fileURLToPath(new URL(source, pathToFileURL(importer)));
        const relative = target.slice(REPO_ROOT.length);
        const folder = relative.split('/')[0] ?? '';
        if (!target.startsWith(REPO_ROOT) || !fromLatch.includes(folder)) return null;
        if (ownFolders(entries).some((own) => relative.startsWith(own))) return null;
        return { id: `latch/internal/${relative.replace(/\.(js|tsx?)$/, '')}`, external: true };
      },
    },
  ],
});

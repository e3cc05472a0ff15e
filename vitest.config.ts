import { realpathSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BROWSER_TESTS } from './tooling/browserTests.mjs';
import { sourceAliases } from './tooling/packages/sourceAliases.js';
import { DurationSequencer } from './tooling/testOrder/durationSequencer.js';

/** `npm test` on a machine without Chromium leaves the browser tests out (tooling/run-tests.mjs says so). */
const withoutBrowser = process.env.LATCH_WITHOUT_BROWSER === '1';

/** A git worktree may link `node_modules` from another checkout: Vite may serve files from where it really is. */
const modules = (() => {
  try {
    return [realpathSync('node_modules')];
  } catch {
    return [];
  }
})();

export default defineConfig({
  server: { fs: { allow: ['.', ...modules] } },
  // The packages' names resolve to their sources (the demo's tests, e2e's helpers import them by name).
  resolve: { alias: sourceAliases() },
  test: {
    exclude: ['**/node_modules/**', 'tooling/depcheck-fixture/**', ...(withoutBrowser ? BROWSER_TESTS : [])],
    environment: 'node',
    testTimeout: 20_000,
    // Three workers on two cores: the integration tests mostly wait (PGlite, anvil, servers on loopback); a third
    // file overlaps those waits (services/api: 114 s → about 75 s). The e2e project stays one file at a time.
    maxWorkers: 3,
    // The longest files first, across projects, by the durations recorded in tooling/testOrder/: on a machine
    // with no cache vitest would start the host fixtures (about 200 s each) last, to run alone at the end.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        // The pure layers share one module graph per worker (no isolation): their tests hold no global state
        // beyond what each test sets up and tears down, and a fresh graph per file cost ~0.4 s of imports each.
        extends: true,
        test: {
          name: 'unit',
          include: ['{core,ports,testkits}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        // The views (a DOM per file, code that loads on idle after a test ends), adapters, apps and tooling
        // (window, process, module mocks): one module graph per file.
        extends: true,
        test: {
          name: 'integration',
          include: ['{ui-react,adapters,tooling,scripts,apps,examples}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The servers' tests share one module graph per worker: each file starts its own servers on free ports
        // and closes them, none mocks a module or changes process.env (a fresh graph per file cost 271 s of
        // imports across services/: 352 s → 211 s wall on two cores).
        extends: true,
        test: {
          name: 'services',
          include: ['services/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // The host-facing types (issue 25): `.test-d.ts` files are not run but type-checked by tsc (vitest's
        // typecheck mode) against the repository's tsconfig, where the packages' names resolve to their sources.
        // A failed `expectTypeOf` or an unused `@ts-expect-error` fails its test, a type error elsewhere in the
        // files they import fails the run.
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['tooling/packages/types/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      ...(withoutBrowser ? [] : ['./e2e/vitest.config.ts']),
    ],
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts', 'ui-react/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'core/**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 90 },
    },
  },
});

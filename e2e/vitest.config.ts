import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { sourceAliases } from '../tooling/packages/sourceAliases.js';

/**
 * The browser journeys (docs/design/JOURNEYS.md) in headless Chromium against the real local stack, which the global
 * setup starts once per run. Files run one after another (they share the stack; Chromium is heavy on 2 cores)
 * and after the other projects (groupOrder 1).
 */
export default defineProject({
  resolve: { alias: sourceAliases() },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/vitest.setup.ts'],
    fileParallelism: false,
    // A journey takes 5–30 s on a quiet machine; on a busy one (CI beside other work) several times that.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    sequence: { groupOrder: 1 },
  },
});

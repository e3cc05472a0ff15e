import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'tooling/depcheck-fixture/**'],
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{core,ports,adapters,ui-react,testkits,tooling,scripts,services,apps}/**/*.test.{ts,tsx}',
          ],
        },
      },
      './e2e/vitest.config.ts',
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

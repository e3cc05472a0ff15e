import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/** `@latch/testing`: its two entries and what they import of testkits/; core/, ports/ and adapters/ are `latch`'s. */
export default defineConfig(
  packageBuild({
    entries: ['testkits/hostTesting.ts', 'testkits/arbitraries/index.ts'],
    fromLatch: ['core', 'ports', 'adapters'],
    imports: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)],
  }),
);

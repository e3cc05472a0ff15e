import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/**
 * `@latch/wagmi`: adapters/wagmi/, every module; what it imports of core/, ports/ and the rest of adapters/ (the
 * provider of `latch/eip1193`) is `latch`'s, the same module instances the host's Latch was built from.
 */
export default defineConfig(
  packageBuild({
    entries: ['adapters/wagmi'],
    fromLatch: ['core', 'ports', 'adapters'],
    imports: Object.keys(manifest.peerDependencies),
  }),
);

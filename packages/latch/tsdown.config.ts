import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/** `latch`: ports/, core/ and adapters/, every module (see packageBuild); adapters/wagmi is `@latch/wagmi`'s. */
export default defineConfig(
  packageBuild({
    entries: ['ports', 'core', 'adapters'],
    exclude: ['adapters/wagmi'],
    imports: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)],
  }),
);

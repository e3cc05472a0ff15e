import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/** `latch`: ports/, core/ and adapters/, every module (see packageBuild). */
export default defineConfig(
  packageBuild({
    entries: ['ports', 'core', 'adapters'],
    imports: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)],
  }),
);

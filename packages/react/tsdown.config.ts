import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/** `@latch/react`: ui-react/, every module; what it imports of core/ and ports/ is `latch`'s (see packageBuild). */
export default defineConfig({
  ...packageBuild({
    entries: ['ui-react'],
    fromLatch: ['core', 'ports'],
    imports: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)],
  }),
  // Inter's files, referenced as `new URL('./fonts/…', import.meta.url)` by theme/interFontFace.
  copy: [{ from: '../../ui-react/theme/fonts', to: 'dist/ui-react/theme' }],
});

import { defineConfig } from 'tsdown';
import { packageBuild } from '../../tooling/packages/packageBuild.js';
import manifest from './package.json' with { type: 'json' };

/**
 * The services the local stack spawns, each by its main file (the supervisor runs them as plain `node`), and the
 * `latch-stack` command; what they read beside their code (migrations, the wallet registry, contract artifacts,
 * the frame's style sheet) and the sandbox wallet page, built by `prepack` first, are copied to the same places.
 */
const MAINS = [
  'services/stack/cli.ts',
  'services/stack/exitWithSupervisor.ts',
  'services/devnet/main.ts',
  'services/solana-devnet/main.ts',
  'services/mail-sink/main.ts',
  'services/dev-idp/main.ts',
  'services/api/main.ts',
  'services/relay/main.ts',
  'services/farcaster-relay/main.ts',
  'services/embedded-wallet/frame/main.ts',
  'apps/wallet/main.ts',
];

const base = packageBuild({
  entries: MAINS,
  imports: [...Object.keys(manifest.dependencies), 'vite'],
});

export default defineConfig({
  ...base,
  platform: 'node',
  fixedExtension: false,
  dts: false,
  copy: [
    { from: '../../services/api/db/migrations', to: 'dist/services/api/db' },
    { from: '../../services/api/data', to: 'dist/services/api' },
    { from: '../../services/devnet/artifacts', to: 'dist/services/devnet' },
    { from: '../../services/embedded-wallet/frame/frame.css', to: 'dist/services/embedded-wallet/frame' },
    // Its own copy of the page (apps/wallet/dist is the repository's stack's, rebuilt by its every start).
    { from: 'wallet-page/dist', to: 'dist/apps/wallet' },
  ],
});

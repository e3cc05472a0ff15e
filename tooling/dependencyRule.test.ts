import { cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingLayers } from './layers.mjs';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const fixtureSource = fileURLToPath(new URL('./depcheck-fixture', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const describeViolation = (v: { rule: { name: string }; from: string; to: string }) =>
  `${v.rule.name}: ${v.from} -> ${v.to}`;

/** Every violation of the rule in `files` under `baseDir`. */
const violationsOf = async (baseDir: string, files: string[], exclude?: string) => {
  const cruiseOptions = {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir,
  };
  if (exclude !== undefined) cruiseOptions.exclude = { path: exclude };
  else delete cruiseOptions.tsConfig;
  const result = await cruise(files, cruiseOptions);
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map(describeViolation).sort();
};

describe('dependency rule', () => {
  // The fixture is copied beside a link to the repository's node_modules, so libraries resolve to
  // node_modules/<name>/… as they do in the real tree (the rules name them by that path).
  let fixture = '';
  beforeAll(async () => {
    fixture = await mkdtemp(join(tmpdir(), 'latch-depcheck-'));
    await cp(fixtureSource, fixture, { recursive: true });
    await symlink(join(root, 'node_modules'), join(fixture, 'node_modules'));
  });
  afterAll(async () => {
    if (fixture !== '') await rm(fixture, { recursive: true, force: true });
  });

  it('reports every planted violation and nothing else', async () => {
    const found = await violationsOf(fixture, [
      'core',
      'ports',
      'adapters',
      'ui-react',
      'testkits',
      'services',
      'apps',
      'e2e',
    ]);
    expect(found).toEqual([
      'adapters-may-import: adapters/importsUi.ts -> ui-react/index.ts',
      'apps-use-public-entry-points: apps/demo/intoInternals.ts -> core/good.ts',
      'core-feature-wiring-only-from-the-list: core/features/swap/intoWiring.ts -> core/features/send/feature.ts',
      'core-kernel-never-imports-a-feature: core/kernel/modal/intoFeature.ts -> core/features/send/index.ts',
      'core-lib-imports-only-lib: core/lib/format/intoKernel.ts -> core/kernel/latch/index.ts',
      'core-may-import: core/importsAdapter.ts -> adapters/systemClock.ts',
      'core-may-import: core/usesNode.ts -> fs',
      'core-may-import: core/usesReact.ts -> node_modules/react/index.js',
      'core-modules-through-index: core/features/send/intoInternals.ts -> core/lib/format/formatAmount.ts',
      'core-viem-pure-utilities-only: core/viemActions.ts -> node_modules/viem/_types/actions/index.d.ts',
      'e2e-use-public-entry-points: e2e/intoInternals.ts -> core/lib/format/index.ts',
      'eip1193-provider-only-through-its-entry: ui-react/intoEip1193.ts -> core/kernel/eip1193Provider/index.ts',
      'inversify-only-in-composition-root: services/usesInversify.ts -> node_modules/inversify/lib/index.js',
      'no-circular: core/lib/cycle/context.ts -> core/lib/cycle/store.ts',
      'ports-may-import: ports/importsCore.ts -> core/good.ts',
      'services-may-import: services/importsAdapter.ts -> adapters/systemClock.ts',
      'testkits-may-import: testkits/importsUi.ts -> ui-react/index.ts',
      'ui-react-core-through-narrow-hooks: ui-react/components/WholeCore.ts -> ui-react/context/LatchContext.ts',
      'ui-react-may-import: ui-react/importsAdapter.ts -> adapters/systemClock.ts',
      'ui-react-never-imports-viem: ui-react/usesViem.ts -> node_modules/viem/_types/index.d.ts',
      'ui-react-no-cross-view-imports: ui-react/views/Send/SendView.ts -> ui-react/views/Swap/swapDisplay.ts',
    ]);
  });

  // core/ is grouped by kind: the always-built kernel, the flows built on first use, and the libraries.
  it('keeps core/ to its three kinds', async () => {
    const entries = await readdir(join(root, 'core'), { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual(['features', 'kernel', 'lib']);
  });

  // One cruise of the real tree: no import breaks the rule (the same check as `npm run check:deps`).
  it('holds for the real tree, without exceptions', async () => {
    const found = await violationsOf(root, existingLayers(root), config.options.exclude.path);
    expect(found).toEqual([]);
  }, 120_000);
});

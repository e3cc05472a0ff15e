import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { existingLayers } from './layers.mjs';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const fixture = fileURLToPath(new URL('./depcheck-fixture', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const violationsOf = async (baseDir: string, files: string[], exclude?: string) => {
  const options = { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir };
  if (exclude !== undefined) options.exclude = { path: exclude };
  else delete options.tsConfig;
  const result = await cruise(files, options);
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
};

describe('dependency rule', () => {
  it('reports every planted violation and nothing else', async () => {
    const found = await violationsOf(fixture, ['core', 'ports', 'adapters', 'ui-react']);
    expect(found).toEqual([
      'core-no-io-libraries: core/usesNode.ts -> fs',
      'core-only-ports-and-pure-libraries: core/importsAdapter.ts -> adapters/systemClock.ts',
      'ports-are-leaves: ports/importsCore.ts -> core/good.ts',
      'ui-never-imports-adapters: ui-react/importsAdapter.ts -> adapters/systemClock.ts',
    ]);
  });

  it('holds for the real tree', async () => {
    const found = await violationsOf(root, existingLayers(root), config.options.exclude.path);
    expect(found).toEqual([]);
  });
});

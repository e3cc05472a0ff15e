import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDemo } from '../../apps/demo/buildDemo.js';
import { DEMO_CONFIG_PATH } from '../../apps/demo/server.js';
import type { DemoConfig } from '../../apps/demo/src/demoConfig.js';
import { OURS } from './modalTargets.js';

export interface OurDemoPage {
  /** The folder the harness serves at /ours/. */
  readonly dir: string;
  readonly built: boolean;
}

/**
 * Builds the demo for production with relative URLs (vite base './', cached by buildDemo), copies it to
 * `<workDir>/ours/` and writes the `/demo-config.json` the demo server would answer next to it: the harness
 * serves every page under its own path (/ours/) from a plain static server.
 * (the page fetches its configuration relative to itself).
 */
export async function prepareOurDemo(
  workDir: string,
  config: DemoConfig,
  log: (line: string) => void,
): Promise<OurDemoPage> {
  const build = await buildDemo({ distDir: join(workDir, 'ours-builds'), base: './', log });
  const dir = join(workDir, OURS);
  await rm(dir, { recursive: true, force: true });
  await cp(build.dir, dir, { recursive: true });
  await writeFile(join(dir, DEMO_CONFIG_PATH.slice(1)), JSON.stringify(config));

  return { dir, built: build.built };
}

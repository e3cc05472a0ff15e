// npx tsx tooling/ui-gallery/screenshots.ts — a PNG per view × state × theme × viewport into
// test-results/ui-gallery/, axe-core on each, and the hostile-CSS comparison. Exits 1 on any failure.
// `-- --views Swap,OnRamp` limits it to those views.
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../testkits/browser/chromium.js';
import { captureShot, DESKTOP, PHONE, type Shot } from './capture.js';
import { compareHostile } from './compareHostile.js';
import { startGallery } from './server.js';
import { SCENARIO_VIEWS, VIEW_SCENARIOS } from './viewScenarios.js';

export const OUT_DIR = fileURLToPath(new URL('../../test-results/ui-gallery', import.meta.url));

export const SHOTS: readonly Shot[] = (['dark', 'light'] as const).flatMap((theme) => [
  { view: 'Connect', theme, state: 'normal' },
  { view: 'Connect', theme, state: 'legal' },
  { view: 'Connect', theme, state: 'legal-agreed' },
  { view: 'AllWallets', theme, state: 'normal' },
  { view: 'AllWallets', theme, state: 'loading' },
  { view: 'AllWallets', theme, state: 'error' },
  { view: 'AllWallets', theme, state: 'empty' },
  ...SCENARIO_VIEWS.flatMap((view) => VIEW_SCENARIOS[view].map((state) => ({ view, theme, state }))),
]);

/** The views named by `--views A,B` (or `--views=A,B`) in the arguments; undefined: every view. */
export function viewsFromArgs(args: readonly string[]): ReadonlySet<string> | undefined {
  const index = args.findIndex((arg) => arg === '--views' || arg.startsWith('--views='));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  const value = arg === '--views' ? (args[index + 1] ?? '') : arg.slice('--views='.length);
  return new Set(
    value
      .split(',')
      .map((view) => view.trim())
      .filter((view) => view !== ''),
  );
}

async function main(views: ReadonlySet<string> | undefined): Promise<number> {
  const wanted = (view: string) => views === undefined || views.has(view);
  const server = await startGallery();
  const browser = await launchChromium();
  let failures = 0;
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const shot of SHOTS.filter((candidate) => wanted(candidate.view))) {
        const result = await captureShot(browser, server.url, shot, viewport, OUT_DIR);
        process.stdout.write(`${result.file}: ${result.violations.length} axe violations\n`);
        for (const violation of result.violations) {
          failures++;
          process.stdout.write(
            `  ${violation.id} (${violation.impact}): ${violation.help} ${violation.targets.join(' ')}\n`,
          );
        }
      }
    }
    for (const view of (['Connect', 'AllWallets', ...SCENARIO_VIEWS] as const).filter(wanted)) {
      const { differences } = await compareHostile(browser, server.url, { view, theme: 'dark' }, PHONE);
      process.stdout.write(`hostile CSS on ${view}: ${differences.length} differences\n`);
      for (const difference of differences) {
        failures++;
        process.stdout.write(`  ${JSON.stringify(difference)}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(viewsFromArgs(process.argv.slice(2))).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}

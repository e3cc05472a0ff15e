/**
 * `npm run size` (and a check of `npm test`): builds the demo for production (apps/demo/buildDemo.ts, reused
 * while its sources are unchanged) and fails when the JavaScript its page loads before any interaction —
 * the entry chunk and its static imports, gzip -9 — exceeds tooling/size-budget.json. Prints the figure, each
 * script and the budget. `npm run size:breakdown` lists what the first chunk is made of.
 */
import { readFile } from 'node:fs/promises';
import { buildDemo } from '../../apps/demo/buildDemo.js';
import { measureFirstLoad } from './measureFirstLoad.js';
import { checkSizeBudget, parseSizeBudget } from './sizeBudget.js';

const BUDGET_FILE = new URL('../size-budget.json', import.meta.url);

const budget = parseSizeBudget(JSON.parse(await readFile(BUDGET_FILE, 'utf8')));
if (budget.isErr()) {
  console.error(`tooling/size-budget.json: ${budget.error}`);
  process.exit(2);
}
const build = await buildDemo({ log: (line) => console.log(line) });
const firstLoad = await measureFirstLoad(build.dir);
for (const script of firstLoad.scripts) {
  console.log(`  ${script.file}: ${(script.gzipBytes / 1024).toFixed(1)} KiB gzip (${script.bytes} bytes)`);
}
const check = checkSizeBudget(firstLoad.gzipBytes, budget.value);
console.log(`${check.met ? '✔' : '✘'} ${check.text}`);
if (!check.met) {
  console.log(
    '  See what the first chunk holds with `npm run size:breakdown`; raising the budget needs a reason.',
  );
}
process.exit(check.met ? 0 : 1);

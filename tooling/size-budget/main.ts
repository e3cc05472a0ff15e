/**
 * `npm run size` (and a check of `npm test`): builds the demo for production (apps/demo/buildDemo.ts, reused
 * while its sources are unchanged), serves it on loopback and loads it in headless Chromium as
 * `npm run bench:modal` does, with nothing clicked: every script the page fetches until its Connect button is
 * ready and the network has gone quiet (the first chunk and every lazy chunk fetched on idle or at start), gzip
 * -9 per file. Fails when that exceeds tooling/size-budget.json; prints each script, the figure and the budget.
 * `npm run size:breakdown` lists what the first chunk is made of.
 */
import { serveDemo } from '../../apps/demo/server.js';
import { demoStack } from '../bench-modal/demoStack.js';
import { measureBeforeClick } from './measureBeforeClick.js';
import { checkSizeBudget, readSizeBudget } from './sizeBudget.js';

/** The Connect button inside its shadow root (playwright's CSS reaches into open shadow roots). */
const CONNECT_BUTTON = '[data-latch-host="connect-button"] button:has-text("Connect Wallet")';

const budget = await readSizeBudget();
if (budget.isErr()) {
  console.error(budget.error);
  process.exit(2);
}
const log = (line: string) => console.log(line);
// As the benchmark: the page's data service, RPC and relay on loopback ports nothing listens on.
const stack = await demoStack(false, log);
const server = await serveDemo({ port: 0, config: stack.config, log });
try {
  const measured = await measureBeforeClick({ url: server.url, button: CONNECT_BUTTON });
  for (const script of measured.scripts) {
    console.log(`  ${script.path}: ${(script.gzipBytes / 1024).toFixed(2)} KiB gzip (${script.bytes} bytes)`);
  }
  const check = checkSizeBudget(measured.gzipBytes, budget.value);
  console.log(`${check.met ? '✔' : '✘'} ${check.text} — ${measured.scripts.length} scripts`);
  if (!check.met) {
    console.log(
      '  See what the first chunk holds with `npm run size:breakdown`; raising the budget needs a reason.',
    );
  }
  process.exitCode = check.met ? 0 : 1;
} finally {
  await server.close();
  await stack.stop();
}

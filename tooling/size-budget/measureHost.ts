import { measureBeforeClick } from './measureBeforeClick.js';
import { type BudgetCheck, checkHostBudget, type HostFixture, readSizeBudget } from './sizeBudget.js';

/** Latch's Connect button in its shadow root, as a host page renders it. */
const CONNECT_BUTTON = '[data-latch-host="connect-button"] button:has-text("Connect Wallet")';

/**
 * A host fixture's built page at `url` measured as `npm run size` measures the demo (measureBeforeClick), against
 * its limit in tooling/size-budget.json (`hosts.<host>`): prints the figure, the limit and the largest scripts.
 */
export async function measureHost(host: HostFixture, url: string): Promise<BudgetCheck> {
  const measured = await measureBeforeClick({ url, button: CONNECT_BUTTON });
  const check = checkHostBudget(host, measured.gzipBytes, (await readSizeBudget())._unsafeUnwrap());
  const largest = measured.scripts
    .slice(0, 5)
    .map((script) => `${script.path} ${(script.gzipBytes / 1024).toFixed(1)}`);
  console.log(`${check.text} in ${measured.scripts.length} scripts; largest: ${largest.join(', ')}`);
  return check;
}

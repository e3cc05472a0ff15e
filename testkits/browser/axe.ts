import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Runs axe-core over the whole page (it looks into the open shadow roots of the modal and the buttons). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe: typeof import('axe-core') = Reflect.get(globalThis, 'axe');
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
}

/** One line per violation, readable in a test failure: rule, impact, help and the offending nodes. */
export const describeViolation = (violation: AxeViolation): string =>
  `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.targets.join(', ')}`;

/** The violations as readable lines, empty when the page is accessible: `expect(await axeViolations(page)).toEqual([])`. */
export const axeViolations = async (page: Page): Promise<string[]> =>
  (await runAxe(page)).map(describeViolation);

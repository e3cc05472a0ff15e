import type { Browser, Page } from 'playwright-core';
import { openScenario, type Viewport } from './capture.js';
import type { GalleryScenario } from './scenario.js';
import { VIEW_SCENARIO_PROBES } from './viewScenarios.js';

/** Elements inside the modal's shadow root whose look the host page must not change. */
export const PROBED_ELEMENTS: Readonly<Record<GalleryScenario['view'], readonly string[]>> = {
  Connect: [
    '.latch-overlay',
    '.latch-card',
    '.latch-header-title',
    '.latch-icon-button',
    '.latch-row',
    '.latch-row-label',
    '.latch-badge',
    '.latch-wallet-image img',
  ],
  AllWallets: [
    '.latch-card',
    '.latch-all-input',
    '.latch-tile',
    '.latch-tile-name',
    '.latch-wallet-image img',
  ],
  ...VIEW_SCENARIO_PROBES,
};

const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'transform',
  'filter',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'padding-top',
  'padding-left',
  'margin-top',
  'width',
  'height',
] as const;

export type ProbedStyles = Record<string, Record<string, string>>;

/** The computed styles (and box size) of the first match of each selector, looked up in the modal's shadow root. */
export const probeStyles = (page: Page, selectors: readonly string[]): Promise<ProbedStyles> =>
  page.evaluate(
    ({ selectors, properties }) => {
      const root = document.querySelector('[data-latch-host="modal"]')?.shadowRoot;
      const result: Record<string, Record<string, string>> = {};
      for (const selector of selectors) {
        const element = root?.querySelector(selector);
        if (!element) {
          result[selector] = { missing: 'true' };
          continue;
        }
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const entry: Record<string, string> = { box: `${Math.round(box.width)}x${Math.round(box.height)}` };
        for (const property of properties) entry[property] = style.getPropertyValue(property);
        result[selector] = entry;
      }
      return result;
    },
    { selectors, properties: [...PROPERTIES] },
  );

export interface HostileDifference {
  readonly selector: string;
  readonly property: string;
  readonly normal: string | undefined;
  readonly hostile: string | undefined;
}

/** Loads a view with and without the hostile host CSS and lists every probed style that differs. */
export const compareHostile = async (
  browser: Browser,
  baseUrl: string,
  scenario: Pick<GalleryScenario, 'view' | 'theme'>,
  viewport: Viewport,
): Promise<{ readonly differences: HostileDifference[]; readonly normal: ProbedStyles }> => {
  const selectors = PROBED_ELEMENTS[scenario.view];
  const read = async (hostile: boolean) => {
    const page = await openScenario(browser, baseUrl, { ...scenario, hostile }, viewport);
    try {
      return await probeStyles(page, selectors);
    } finally {
      await page.context().close();
    }
  };
  const normal = await read(false);
  const hostile = await read(true);
  const differences: HostileDifference[] = [];
  for (const selector of selectors) {
    const a = normal[selector] ?? {};
    const b = hostile[selector] ?? {};
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[property] !== b[property])
        differences.push({ selector, property, normal: a[property], hostile: b[property] });
    }
  }
  return { differences, normal };
};

import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './artifacts.js';

/** The phone every journey's end state is also checked at (docs/design/JOURNEYS.md, "The end state at 360 px"). */
export const PHONE = { width: 360, height: 740 } as const;

export interface FitsPhoneOptions {
  /** Names its screenshot: test-results/e2e/<id>-360.png, or <id>-360-failure.png when it does not fit. */
  readonly id: string;
  /** The view's primary actions: each must lie whole inside the visible modal, with no scrolling. */
  readonly primary?: readonly Locator[];
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Half a pixel for sub-pixel layout. */
const SLACK = 0.5;

/**
 * The end-state check at 360×740 (issue 17): resizes the page to the phone, waits for the layout to settle and
 * asserts by element boxes — in the page and inside the open shadow roots (the modal's, the header buttons') —
 * that the document does not scroll sideways, that the modal's dialog lies inside 0..360, that no element reaches
 * past either edge or scrolls sideways itself, and that each primary action lies whole inside the modal's visible
 * area (the dialog within the viewport, minus what scrolling ancestors clip); controls are not cut at the side by
 * a clipping ancestor. It saves `<id>-360.png`, or on failure `<id>-360-failure.png` and names the offending elements. The page's viewport is restored either way.
 */
export async function expectFitsPhone(page: Page, options: FitsPhoneOptions): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await settle(page);
    const problems = [...(await page.evaluate(findOverflow, { width: PHONE.width, slack: SLACK }))];
    for (const [index, action] of (options.primary ?? []).entries()) {
      await action.waitFor({ state: 'visible' });
      const outside = await action.evaluate(outsideVisibleModal, { slack: SLACK });
      if (outside !== null) problems.push(`primary action #${index + 1} ${outside}`);
    }
    if (problems.length > 0) {
      const shot = await artifactPath(`${options.id}-360-failure`);
      await page.screenshot({ path: shot });
      throw new Error(
        `${options.id} does not fit a ${PHONE.width}×${PHONE.height} phone (screenshot ${shot}):\n  ${problems.join('\n  ')}`,
      );
    }
    await page.screenshot({ path: await artifactPath(`${options.id}-360`) });
  } finally {
    if (before !== null) await page.setViewportSize(before);
  }
}

/** Two frames after the resize, then the finite animations and transitions it started (spinners run on). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.NaN));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** In the page: what reaches past the viewport's sides (each named), including inside open shadow roots. */
function findOverflow({ width, slack }: { readonly width: number; readonly slack: number }): string[] {
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node !== null && parts.length < 3; ) {
      const classes = [...node.classList].slice(0, 2).join('.');
      parts.unshift(`${node.localName}${classes === '' ? '' : `.${classes}`}`);
      const parent: Node | null = node.parentNode;
      node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
    }
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${parts.join(' > ')}${label === '' ? '' : ` "${label}"`}`;
  };
  const parentOf = (element: Element): Element | null => {
    const parent = element.parentNode;
    return parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  };
  /** The part of the element its clipping ancestors let show (null: clipped away). */
  const shown = (element: Element): { left: number; right: number } | null => {
    const rect = element.getBoundingClientRect();
    let { left, right } = rect;
    for (let node = parentOf(element); node !== null; node = parentOf(node)) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return right - left > 1 ? { left, right } : null;
  };
  const all: Element[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot !== null) collect(element.shadowRoot);
    }
  };
  collect(document);
  const problems: string[] = [];
  const page = document.documentElement.scrollWidth;
  if (page > width + slack) problems.push(`the page scrolls sideways: scrollWidth ${page} > ${width}`);
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
    const name = () => `${describe(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}]`;
    if (element.getAttribute('role') === 'dialog' || element.localName === 'dialog') {
      if (rect.left < -slack || rect.right > width + slack)
        problems.push(`the dialog is outside 0..${width}: ${name()}`);
    }
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls && element.scrollWidth > element.clientWidth + 1)
      problems.push(`scrolls sideways (${element.scrollWidth} > ${element.clientWidth}): ${name()}`);
    const part = shown(element);
    if (part === null) continue;
    const control = element.matches(
      'button, a[href], input, select, textarea, [role="button"], [role="tab"]',
    );
    if (control && (part.left > rect.left + slack || part.right < rect.right - slack))
      problems.push(`cut off at the side by a clipping ancestor: ${name()}`);
    if (rect.width > width + slack)
      problems.push(`wider than the viewport (${Math.round(rect.width)}): ${name()}`);
    else if (part.left < -slack || part.right > width + slack)
      problems.push(`past the viewport's edge: ${name()}`);
  }
  return problems;
}

/** In the page, on one primary action: why it is not whole inside the visible modal (null: it is). */
function outsideVisibleModal(element: Element, { slack }: { readonly slack: number }): string | null {
  const parentOf = (node: Element): Element | null => {
    const parent = node.parentNode;
    return parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  };
  const rect = element.getBoundingClientRect();
  let area: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const clipBy = (by: DOMRect) => {
    area = {
      left: Math.max(area.left, by.left),
      top: Math.max(area.top, by.top),
      right: Math.min(area.right, by.right),
      bottom: Math.min(area.bottom, by.bottom),
    };
  };
  for (let node = parentOf(element); node !== null; node = parentOf(node)) {
    const style = getComputedStyle(node);
    const dialog = node.getAttribute('role') === 'dialog' || node.localName === 'dialog';
    if (dialog || style.overflowX !== 'visible' || style.overflowY !== 'visible')
      clipBy(node.getBoundingClientRect());
  }
  const inside =
    rect.left >= area.left - slack &&
    rect.top >= area.top - slack &&
    rect.right <= area.right + slack &&
    rect.bottom <= area.bottom + slack;
  if (inside) return null;
  const label =
    element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.localName;
  const box = (b: Box) =>
    `[${Math.round(b.left)},${Math.round(b.top)}..${Math.round(b.right)},${Math.round(b.bottom)}]`;
  return `"${label}" ${box(rect)} is not inside the visible modal ${box(area)}`;
}

// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepActiveElement, focusables, nextFocus } from './focusables.js';

describe('focus helpers', () => {
  it('lists only elements Tab can reach', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <button id="a">a</button><button id="b" disabled>b</button><a id="c" href="#">c</a>
      <span id="d" tabindex="0">d</span><span id="e" tabindex="-1">e</span>
      <div inert><button id="f">f</button></div><input id="g" /><div aria-hidden="true"><button id="h">h</button></div>
      <fieldset disabled><button id="i">i</button><input id="j" /></fieldset>`;
    expect(focusables(container).map((element) => element.id)).toEqual(['a', 'c', 'd', 'g']);
  });

  it('finds focus inside open shadow roots', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(inner);
    inner.focus();
    expect(deepActiveElement(document)).toBe(inner);
    host.remove();
  });

  it('property: Tab and Shift+Tab cycle through every item and never leave the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.boolean(), (size, backwards) => {
        const items = Array.from({ length: size }, () => document.createElement('button'));
        const seen = new Set<HTMLElement>();
        let current: HTMLElement | null = null;
        for (let step = 0; step < size; step++) {
          const next = nextFocus(items, current, backwards);
          expect(next).toBeDefined();
          if (next) seen.add(next);
          current = next ?? null;
        }
        expect(seen.size).toBe(size);
        expect(nextFocus(items, current, backwards)).toBe(backwards ? items[size - 1] : items[0]);
      }),
    );
    expect(nextFocus([], null, false)).toBeUndefined();
  });
});

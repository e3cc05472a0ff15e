import { type KeyboardEvent, useCallback, useState } from 'react';
import { rovingTarget } from './rovingTarget.js';

const ITEM = '[data-roving-item]';

export interface RovingItemProps {
  readonly 'data-roving-item': '';
  readonly tabIndex: 0 | -1;
  readonly onFocus: () => void;
}

export interface RovingFocus {
  /** Put on the list or grid element. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Spread on each item (in DOM order): one Tab stop for the whole list, arrows move between items. */
  itemProps(index: number): RovingItemProps;
}

/** Keyboard navigation for a list (`columns` 1) or a grid: roving tabindex, arrows, Home, End. */
export const useRovingFocus = (count: number, columns = 1): RovingFocus => {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
      const target = event.target;
      const index = target instanceof HTMLElement ? items.indexOf(target) : -1;
      if (index === -1) return;
      const next = rovingTarget(event.key, index, items.length, columns);
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
      setActive(next);
    },
    [columns],
  );
  const itemProps = useCallback(
    (index: number): RovingItemProps => ({
      'data-roving-item': '',
      tabIndex: index === current ? 0 : -1,
      onFocus: () => setActive(index),
    }),
    [current],
  );
  return { onKeyDown, itemProps };
};

import { expect, it } from 'vitest';
import { nextTabIndex } from './nextTabIndex.js';

it('moves with Left/Right (wrapping) and jumps with Home/End; other keys do nothing', () => {
  expect(nextTabIndex('ArrowRight', 0, 2)).toBe(1);
  expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
  expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
  expect(nextTabIndex('Home', 2, 3)).toBe(0);
  expect(nextTabIndex('End', 0, 3)).toBe(2);
  expect(nextTabIndex('ArrowDown', 0, 3)).toBeUndefined();
  expect(nextTabIndex('ArrowRight', 0, 0)).toBeUndefined();
});

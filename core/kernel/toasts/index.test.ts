import { describe, expect, it } from 'vitest';
import * as toasts from './index.js';

describe('core/kernel/toasts entry point', () => {
  it('exports exactly this runtime API', () => {
    expect(Object.keys(toasts).sort()).toEqual([
      'MAX_VISIBLE_TOASTS',
      'TOAST_DEFAULT_DURATION_MS',
      'TOAST_SWAP_DELAY_MS',
      'ToastStore',
    ]);
  });
});

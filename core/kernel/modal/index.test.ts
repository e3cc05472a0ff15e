import { expect, it } from 'vitest';
import * as modal from './index.js';

it('exports the modal API', () => {
  expect(Object.keys(modal).sort()).toEqual([
    'MODAL_SHAKE_MS',
    'ModalStore',
    'PREFETCH_TIMEOUT_MS',
    'closeBlockedError',
    'collectImageUrls',
    'createModalStore',
    'findCloseBlocker',
    'resolveOpenRoute',
  ]);
});

import { expect, it } from 'vitest';
import * as router from './index.js';

it('exports the router API', () => {
  expect(Object.keys(router).sort()).toEqual([
    'RouterStore',
    'START_VIEW',
    'VIEW_NAMES',
    'createRouterStore',
  ]);
});

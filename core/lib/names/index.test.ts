import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/lib/names exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_NAME_ZONE",
    ]
  `);
});

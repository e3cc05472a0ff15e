import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/features/signIn exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "SignInStore",
      "createSignInStore",
      "fromSiweConfig",
      "signWithWallet",
      "toSignInError",
    ]
  `);
});

import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/kernel/options exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "ACCOUNT_TYPES_BY_NAMESPACE",
      "CONNECTOR_TYPE_ORDER_KEYS",
      "DEFAULT_ACCOUNT_TYPES",
      "DEFAULT_FEATURES",
      "DEFAULT_THEME_MODE",
      "FEATURE_FLAGS",
      "SOCIAL_PROVIDERS",
      "THEME_MODES",
      "WALLET_ACTION_ORDER",
      "resolveDefaultAccountTypes",
      "resolveFeatures",
      "resolveModalOptions",
      "resolveThemeMode",
      "resolveThemeVariables",
      "validateNetworks",
      "walletActions",
    ]
  `);
});

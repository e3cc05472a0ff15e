import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/lib/caip exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "CHAIN_NAMESPACES",
      "MAINNET_COIN_TYPE",
      "coinTypeForChainId",
      "formatCaipAddress",
      "formatCaipNetworkId",
      "isChainNamespace",
      "parseCaipAddress",
      "parseCaipNetworkId",
    ]
  `);
});

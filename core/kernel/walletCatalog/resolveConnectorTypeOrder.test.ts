import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectorTypeOrderArb } from '../../../testkits/arbitraries/wallets.js';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from './constants.js';
import { resolveConnectorTypeOrder } from './resolveConnectorTypeOrder.js';
import type { ConnectorTypeOrderKey } from './types.js';

describe('resolveConnectorTypeOrder', () => {
  it('is the SPEC §2 default without an override', () => {
    expect(resolveConnectorTypeOrder()).toEqual(DEFAULT_CONNECTOR_TYPE_ORDER);
    expect(resolveConnectorTypeOrder([])).toEqual(DEFAULT_CONNECTOR_TYPE_ORDER);
  });

  it('puts the listed sections first and keeps the rest in default order', () => {
    expect(resolveConnectorTypeOrder(['recommended', 'injected'])).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ]);
  });

  it('ignores unknown keys and repeats', () => {
    const input = JSON.parse('["custom","bogus","custom"]') as ConnectorTypeOrderKey[];
    expect(resolveConnectorTypeOrder(input)[0]).toBe('custom');
    expect(resolveConnectorTypeOrder(input)).toHaveLength(7);
  });

  it('always yields every section once, the override first in its own order', () => {
    fc.assert(
      fc.property(connectorTypeOrderArb, (override) => {
        const order = resolveConnectorTypeOrder(override);
        expect([...order].sort()).toEqual([...DEFAULT_CONNECTOR_TYPE_ORDER].sort());
        const firsts = [...new Set(override)];
        expect(order.slice(0, firsts.length)).toEqual(firsts);
        const rest = order.slice(firsts.length);
        expect(rest).toEqual(DEFAULT_CONNECTOR_TYPE_ORDER.filter((key) => rest.includes(key)));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/index.js';
import { findConnector, listConnectors, withoutConnectorId } from './listConnectors.js';

describe('listConnectors', () => {
  it("lists a discovery's connectors, or the fixed list", () => {
    const connector = { info: { id: 'a' } } as unknown as WalletConnector;
    const discovery = { list: () => [connector] } as unknown as ConnectorDiscovery;
    expect(listConnectors(discovery)).toEqual([connector]);
    expect(listConnectors([connector])).toEqual([connector]);
    expect([findConnector(discovery, 'a'), findConnector([connector], 'b')]).toEqual([connector, undefined]);
  });
});

describe('withoutConnectorId', () => {
  it("drops one namespace's connector id only", () => {
    expect(withoutConnectorId({ eip155: 'a', solana: 'b' }, 'eip155')).toEqual({ solana: 'b' });
    expect(withoutConnectorId({ solana: 'b' }, 'eip155')).toEqual({ solana: 'b' });
  });
});

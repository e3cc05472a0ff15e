import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConnectorInfo } from '../../../ports/index.js';
import type { WalletEntry } from '../walletCatalog/index.js';
import { resolveConnectingWallet } from './resolveConnectingWallet.js';

const METAMASK: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
  imageUrl: 'data:image/svg+xml,mm',
};
const ROW: WalletEntry = {
  id: 'io.metamask',
  name: 'MetaMask',
  kind: 'announced',
  installed: true,
  connectorId: 'io.metamask',
  imageUrl: 'https://img.latch.test/io.metamask.webp',
};

describe('resolveConnectingWallet', () => {
  it("prefers the catalog's row, then the connector's data, then the bare id", () => {
    expect(resolveConnectingWallet('io.metamask', { entries: [ROW], connectors: [METAMASK] })).toEqual({
      ...ROW,
      namespace: 'eip155',
    });
    expect(resolveConnectingWallet('io.metamask', { entries: [], connectors: [METAMASK] })).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      kind: 'announced',
      installed: true,
      connectorId: 'io.metamask',
      imageUrl: 'data:image/svg+xml,mm',
      rdns: 'io.metamask',
      namespace: 'eip155',
    });
    expect(resolveConnectingWallet('x.unknown', { entries: [ROW], connectors: [METAMASK] })).toEqual({
      id: 'x.unknown',
      name: 'x.unknown',
      kind: 'injected',
      installed: false,
      connectorId: 'x.unknown',
    });
  });

  it('property: the wallet always connects through the asked connector and takes the row when there is one', () => {
    const idArb = fc.constantFrom('a', 'b', 'c');
    const rowArb = fc.record({
      id: fc.string(),
      name: fc.string(),
      kind: fc.constant('injected' as const),
      installed: fc.boolean(),
      connectorId: idArb,
    });
    const connectorArb = fc.record({
      id: idArb,
      name: fc.string(),
      type: fc.constantFrom('INJECTED' as const, 'ANNOUNCED' as const),
      namespace: fc.constantFrom('eip155' as const, 'solana' as const),
    });
    fc.assert(
      fc.property(idArb, fc.array(rowArb), fc.array(connectorArb), (id, entries, connectors) => {
        const wallet = resolveConnectingWallet(id, { entries, connectors });
        expect(wallet.connectorId).toBe(id);
        const row = entries.find((entry) => entry.connectorId === id);
        if (row) expect(wallet.name).toBe(row.name);
        const connector = connectors.find((info) => info.id === id);
        expect(wallet.namespace).toBe(connector?.namespace);
      }),
    );
  });
});

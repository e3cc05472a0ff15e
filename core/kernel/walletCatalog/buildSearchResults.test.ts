import { describe, expect, it } from 'vitest';
import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { buildSearchResults } from './buildSearchResults.js';
import { WALLET_SEARCH_LIMIT } from './constants.js';

const listing = (id: string): WalletListing => ({ id, name: id, rdns: id });
const ANNOUNCED: ConnectorInfo = {
  id: 'uuid',
  name: 'C',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'c.c',
};

describe('buildSearchResults', () => {
  it('puts installed wallets first, keeps the registry order otherwise, and drops excluded ones', () => {
    const results = buildSearchResults({
      connectors: [ANNOUNCED],
      visibility: { mobile: false, injectedProviderPresent: undefined },
      results: ['a.a', 'b.b', 'c.c', 'd.d', 'b.b'].map(listing),
      excludeWalletIds: ['D.D'],
      query: 'x',
    });
    expect(results.map((entry) => `${entry.id}:${entry.installed}`)).toEqual([
      'c.c:true',
      'a.a:false',
      'b.b:false',
    ]);
    expect(results[0]).toMatchObject({ kind: 'registry', connectorId: 'uuid' });
  });

  it(`shows at most ${WALLET_SEARCH_LIMIT} wallets`, () => {
    const results = buildSearchResults({
      connectors: [],
      visibility: { mobile: true, injectedProviderPresent: false },
      results: Array.from({ length: 130 }, (_, n) => listing(`w.${n}`)),
      excludeWalletIds: [],
      query: 'w',
    });
    expect(results).toHaveLength(100);
    expect(results[99]?.id).toBe('w.99');
  });

  it('finds an installed wallet the registry does not list, by name, id or rdns across spaces and case', () => {
    const sandbox: ConnectorInfo = {
      id: 'uuid-sandbox',
      name: 'Latch Sandbox Wallet',
      type: 'ANNOUNCED',
      namespace: 'eip155',
      rdns: 'dev.latch.sandbox',
    };
    const search = (query: string) =>
      buildSearchResults({
        connectors: [sandbox, ANNOUNCED],
        visibility: { mobile: false, injectedProviderPresent: undefined },
        results: [],
        excludeWalletIds: [],
        query,
      }).map((entry) => `${entry.name}:${entry.installed}`);
    expect(search('latch')).toEqual(['Latch Sandbox Wallet:true']);
    expect(search('SANDBOX wallet')).toEqual(['Latch Sandbox Wallet:true']);
    expect(search('dev.latch')).toEqual(['Latch Sandbox Wallet:true']);
    expect(search('rainbow')).toEqual([]);
  });
});

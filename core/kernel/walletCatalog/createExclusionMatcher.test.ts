import { describe, expect, it } from 'vitest';
import { createExclusionMatcher } from './createExclusionMatcher.js';
import { createWalletIndex } from './createWalletIndex.js';
import type { WalletEntry } from './types.js';

const entry: WalletEntry = {
  id: 'io.metamask',
  name: 'MetaMask',
  rdns: 'io.metamask.flask',
  kind: 'announced',
  connectorId: 'mm',
  installed: true,
};

describe('createExclusionMatcher', () => {
  it('excludes nothing without exclusions', () => {
    expect(createExclusionMatcher()(entry)).toBe(false);
    expect(createExclusionMatcher([])(entry)).toBe(false);
  });

  it('matches id, rdns and name case-insensitively', () => {
    expect(createExclusionMatcher(['IO.METAMASK'])(entry)).toBe(true);
    expect(createExclusionMatcher(['io.metamask.flask'])(entry)).toBe(true);
    expect(createExclusionMatcher([' metamask '])(entry)).toBe(true);
    expect(createExclusionMatcher(['me.rainbow'])(entry)).toBe(false);
  });

  it("matches the listing's and the connector's ids and names too", () => {
    const listed: WalletEntry = {
      ...entry,
      id: 'x',
      rdns: 'y',
      name: 'Z',
      listing: { id: 'x', name: 'Listed Name', rdns: 'com.listed' },
    };
    expect(createExclusionMatcher(['listed name'])(listed)).toBe(true);
    expect(createExclusionMatcher(['com.listed'])(listed)).toBe(true);
    const index = createWalletIndex(
      [{ id: 'mm', name: 'Connector Name', type: 'ANNOUNCED', namespace: 'eip155', explorerId: 'io.ex' }],
      [],
    );
    expect(createExclusionMatcher(['connector name'])(entry, index)).toBe(true);
    expect(createExclusionMatcher(['io.ex'])(entry, index)).toBe(true);
    expect(createExclusionMatcher(['connector name'])(entry)).toBe(false);
  });
});

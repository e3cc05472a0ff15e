import { describe, expect, it } from 'vitest';
import type { ConnectorInfo } from '../../../ports/index.js';
import { createWalletIndex } from './createWalletIndex.js';

const external: ConnectorInfo = {
  id: 'ext',
  name: 'Ext',
  type: 'EXTERNAL',
  namespace: 'eip155',
  rdns: 'io.x',
};
const announced: ConnectorInfo = {
  id: 'ann',
  name: 'Ann',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'IO.X',
};

describe('createWalletIndex', () => {
  it('finds connectors by id, rdns or explorerId, installed ones before external ones', () => {
    const index = createWalletIndex(
      [
        external,
        announced,
        { id: 'c3', name: 'C3', type: 'EXTERNAL', namespace: 'eip155', explorerId: 'me.y' },
      ],
      [],
    );
    expect(index.connectorFor(['io.x'])).toBe(announced);
    expect(index.connectorFor(['me.y'])?.id).toBe('c3');
    expect(index.connectorFor(['c3'])?.id).toBe('c3');
    expect(index.connectorFor(['nothing'])).toBeUndefined();
    expect(index.connector('ext')).toBe(external);
    expect(index.connector(undefined)).toBeUndefined();
  });

  it('finds listings by id or rdns, the first one winning', () => {
    const first = { id: 'io.x', name: 'X' };
    const second = { id: 'io.other', name: 'Other', rdns: 'io.x' };
    const index = createWalletIndex([], [first, second, { id: 'me.z', name: 'Z', rdns: 'me.zz' }]);
    expect(index.listingFor(['io.x'])).toBe(first);
    expect(index.listingFor(['me.zz'])?.id).toBe('me.z');
    expect(index.listingFor(['unknown', 'io.other'])).toBe(second);
    expect(index.listingFor([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { ConnectorType } from '../../../ports/index.js';
import { isInstalledConnector } from './isInstalledConnector.js';

describe('isInstalledConnector', () => {
  it('is true for injected, announced and multi-chain connectors only', () => {
    const types: ConnectorType[] = [
      'ANNOUNCED',
      'INJECTED',
      'EXTERNAL',
      'WALLET_CONNECT',
      'AUTH',
      'MULTI_CHAIN',
    ];
    expect(types.filter((type) => isInstalledConnector({ type }))).toEqual([
      'ANNOUNCED',
      'INJECTED',
      'MULTI_CHAIN',
    ]);
  });
});

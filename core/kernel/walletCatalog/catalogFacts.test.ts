import { describe, expect, it } from 'vitest';
import type { ConnectorInfo } from '../../../ports/index.js';
import type { Connection } from '../connections/index.js';
import * as facts from './catalogFacts.js';

const info = (type: ConnectorInfo['type'], extra: Partial<ConnectorInfo> = {}): ConnectorInfo =>
  ({ id: type, name: type, type, namespace: 'eip155', ...extra }) as ConnectorInfo;

describe('catalogFacts', () => {
  it('tells where WalletConnect serves and whether it is connected', () => {
    const wc = info('WALLET_CONNECT');
    expect([facts.walletConnectServes([wc], undefined), facts.walletConnectServes([wc], 'solana')]).toEqual([
      true,
      false,
    ]);
    const connection = { connector: wc, accounts: [], caipNetworkId: 'eip155:1' } as Connection;
    expect(facts.walletConnectConnected(new Map([['eip155', connection]]))).toBe(true);
    expect(facts.walletConnectConnected(new Map())).toBe(false);
  });

  it("reads the platform's visibility facts", () => {
    expect(facts.visibilityOf({ isMobile: () => true, hasInjectedProvider: () => false } as never)).toEqual({
      mobile: true,
      injectedProviderPresent: false,
    });
  });

  it('asks a page with the exclusions and chains only when there are some', () => {
    expect(facts.registryRequest(2, { excludeWalletIds: [], chains: undefined })).toEqual({
      page: 2,
      entries: 40,
    });
    expect(facts.registryRequest(1, { excludeWalletIds: ['x'], chains: ['eip155:1'] })).toEqual({
      page: 1,
      entries: 40,
      exclude: ['x'],
      chains: ['eip155:1'],
    });
  });

  it('wants the featured, recent and installed wallets once each, sorted', () => {
    const installed = info('INJECTED', { rdns: 'io.metamask', explorerId: 'mm' });
    const wc = info('WALLET_CONNECT', { rdns: 'ignored' });
    expect(
      facts.wantedRegistryIds({
        featured: ['b', ' '],
        recent: [{ id: 'a' }, { id: 'b' }],
        connectors: [installed, wc],
      }),
    ).toEqual(['a', 'b', 'io.metamask', 'mm']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ConnectorInfo, WalletListing } from '../../../ports/index.js';
import { buildConnectRows, type ConnectRowsInput } from './buildConnectRows.js';
import { resolveConnectorTypeOrder } from './resolveConnectorTypeOrder.js';

const listing = (id: string, name: string, extra: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name,
  rdns: id,
  image_url: `https://img/${id}.webp`,
  ...extra,
});
const REGISTRY = [
  listing('io.metamask', 'MetaMask'),
  listing('com.trustwallet.app', 'Trust Wallet'),
  listing('me.rainbow', 'Rainbow'),
  listing('com.coinbase.wallet', 'Coinbase Wallet'),
  listing('app.phantom', 'Phantom'),
  listing('com.okex.wallet', 'OKX Wallet'),
  listing('io.zerion.wallet', 'Zerion'),
];
const WC: ConnectorInfo = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace: 'eip155',
};
const BROWSER: ConnectorInfo = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  namespace: 'eip155',
};
const METAMASK: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
};
const LEGACY: ConnectorInfo = { id: 'legacy', name: 'Legacy', type: 'INJECTED', namespace: 'eip155' };
const SAFE: ConnectorInfo = { id: 'safe', name: 'Safe', type: 'EXTERNAL', namespace: 'eip155' };

const input = (overrides: Partial<ConnectRowsInput> = {}): ConnectRowsInput => ({
  connectors: [WC, METAMASK, LEGACY, SAFE],
  visibility: { mobile: false, injectedProviderPresent: undefined },
  walletConnectEnabled: true,
  walletConnectConnected: false,
  recentWallets: [],
  featured: [],
  custom: [],
  recommended: REGISTRY,
  listings: REGISTRY,
  typeOrder: resolveConnectorTypeOrder(),
  excludeWalletIds: [],
  ...overrides,
});

const summary = (rows: ReturnType<typeof buildConnectRows>) => rows.map((row) => `${row.kind}:${row.id}`);

describe('buildConnectRows (SPEC §2)', () => {
  it('lists the sections in the default connector type order', () => {
    const rows = buildConnectRows(
      input({
        recentWallets: [{ id: 'me.rainbow', name: 'Rainbow' }],
        featured: [REGISTRY[6] ?? listing('x', 'x')],
        custom: [{ id: 'dev.mine', name: 'Mine' }],
      }),
    );
    expect(summary(rows)).toEqual([
      'walletConnect:walletConnect',
      'recent:me.rainbow',
      'injected:legacy',
      'announced:io.metamask',
      'featured:io.zerion.wallet',
      'custom:dev.mine',
      'external:safe',
      'recommended:com.trustwallet.app',
      'recommended:com.coinbase.wallet',
      'recommended:app.phantom',
      'recommended:com.okex.wallet',
    ]);
  });

  it('makes an announced wallet whose rdns is in the registry ONE installed row with the registry image', () => {
    const rows = buildConnectRows(input());
    const metamask = rows.filter((row) => row.rdns === 'io.metamask');
    expect(metamask).toHaveLength(1);
    expect(metamask[0]).toMatchObject({
      kind: 'announced',
      installed: true,
      connectorId: 'io.metamask',
      imageUrl: 'https://img/io.metamask.webp',
      listing: REGISTRY[0],
    });
  });

  it('hides WalletConnect when disabled, absent, or already connected with it', () => {
    const hasWc = (rows: ReturnType<typeof buildConnectRows>) =>
      rows.some((row) => row.kind === 'walletConnect');
    expect(hasWc(buildConnectRows(input()))).toBe(true);
    expect(hasWc(buildConnectRows(input({ walletConnectEnabled: false })))).toBe(false);
    expect(hasWc(buildConnectRows(input({ walletConnectConnected: true })))).toBe(false);
    expect(hasWc(buildConnectRows(input({ connectors: [METAMASK] })))).toBe(false);
  });

  it('shows at most 2 recent wallets, pointing at the live connector when installed', () => {
    const rows = buildConnectRows(
      input({
        recentWallets: [
          { id: 'io.metamask', name: 'MetaMask' },
          { id: 'me.rainbow', name: 'Rainbow' },
          { id: 'app.phantom', name: 'Phantom' },
        ],
      }),
    );
    const recent = rows.filter((row) => row.kind === 'recent');
    expect(recent.map((row) => row.id)).toEqual(['io.metamask', 'me.rainbow']);
    expect(recent[0]).toMatchObject({ connectorId: 'io.metamask', installed: true });
    expect(recent[1]).toMatchObject({ installed: false, listing: REGISTRY[2] });
    expect(recent[1]?.connectorId).toBeUndefined();
    expect(rows.filter((row) => row.id === 'io.metamask')).toHaveLength(1);
    expect(rows.some((row) => row.kind === 'recommended' && row.id === 'app.phantom')).toBe(true);
  });

  it('never shows the WalletConnect or auth connector itself as a recent wallet', () => {
    const auth: ConnectorInfo = { id: 'auth', name: 'Email', type: 'AUTH', namespace: 'eip155' };
    const rows = buildConnectRows(
      input({
        connectors: [WC, auth],
        walletConnectConnected: true,
        recentWallets: [
          { id: 'walletConnect', name: 'WalletConnect' },
          { id: 'auth', name: 'Email' },
        ],
      }),
    );
    expect(rows.filter((row) => row.kind === 'recent')).toEqual([]);
  });

  it('hides excluded wallets by id, rdns or name', () => {
    const ids = (excludeWalletIds: string[]) =>
      buildConnectRows(input({ excludeWalletIds })).map((row) => row.id);
    expect(ids(['io.metamask'])).not.toContain('io.metamask');
    expect(ids(['TRUST WALLET'])).not.toContain('com.trustwallet.app');
    expect(ids(['legacy'])).not.toContain('legacy');
    const byRdns = buildConnectRows(
      input({
        connectors: [{ ...METAMASK, id: 'uuid-1', rdns: 'io.metamask' }],
        excludeWalletIds: ['io.metamask'],
      }),
    );
    expect(byRdns.some((row) => row.connectorId === 'uuid-1')).toBe(false);
  });

  it('hides the Browser Wallet on desktop, and on mobile only without rdns and provider', () => {
    const browserRows = (mobile: boolean, injectedProviderPresent: boolean | undefined, info = BROWSER) =>
      buildConnectRows(input({ connectors: [info], visibility: { mobile, injectedProviderPresent } })).filter(
        (row) => row.connectorId === info.id,
      ).length;
    expect(browserRows(false, true)).toBe(0);
    expect(browserRows(true, false)).toBe(0);
    expect(browserRows(true, true)).toBe(1);
    expect(browserRows(true, false, { ...BROWSER, rdns: 'org.inapp' })).toBe(1);
  });

  it('follows an overridden connector type order', () => {
    const rows = buildConnectRows(
      input({
        typeOrder: resolveConnectorTypeOrder(['recommended', 'external']),
        recommended: REGISTRY.slice(1, 2),
      }),
    );
    expect(summary(rows)).toEqual([
      'recommended:com.trustwallet.app',
      'external:safe',
      'walletConnect:walletConnect',
      'injected:legacy',
      'announced:io.metamask',
    ]);
  });

  it('lets a wallet appear in its first section only, linked to its connector there', () => {
    const rows = buildConnectRows(
      input({ typeOrder: resolveConnectorTypeOrder(['featured']), featured: REGISTRY.slice(0, 1) }),
    );
    expect(rows[0]).toMatchObject({
      kind: 'featured',
      id: 'io.metamask',
      connectorId: 'io.metamask',
      installed: true,
    });
    expect(rows.filter((row) => row.id === 'io.metamask')).toHaveLength(1);
  });

  it('links recent and installed rows to the custom wallet data (the host wins over the registry)', () => {
    const mine = { id: 'dev.mine', name: 'Mine', rdns: 'dev.mine', mobile_link: 'https://mine.example/app' };
    const mineConnector: ConnectorInfo = { ...METAMASK, id: 'uuid-mine', name: 'Mine', rdns: 'dev.mine' };
    const recentRows = buildConnectRows(
      input({ custom: [mine], recentWallets: [{ id: 'dev.mine', name: 'Mine' }] }),
    );
    expect(recentRows.filter((row) => row.id === 'dev.mine')).toEqual([
      { id: 'dev.mine', name: 'Mine', rdns: 'dev.mine', kind: 'recent', installed: false, listing: mine },
    ]);
    const installedRows = buildConnectRows(
      input({ connectors: [WC, mineConnector], custom: [mine], recommended: [] }),
    );
    expect(summary(installedRows)).toEqual(['walletConnect:walletConnect', 'announced:dev.mine']);
    expect(installedRows[1]).toMatchObject({ connectorId: 'uuid-mine', installed: true, listing: mine });
    const trust = REGISTRY[1] ?? listing('x', 'x');
    const custom = { ...trust, mobile_link: 'trust-custom://' };
    const overridden = buildConnectRows(
      input({ custom: [custom], recentWallets: [{ id: trust.id, name: trust.name }] }),
    );
    expect(overridden.find((row) => row.id === trust.id)).toMatchObject({ kind: 'recent', listing: custom });
  });

  it('for a namespace, lists only its connectors, and wallets reached through WalletConnect when it serves it', () => {
    const phantomSolana: ConnectorInfo = {
      id: 'app.phantom.solana',
      name: 'Phantom',
      type: 'ANNOUNCED',
      namespace: 'solana',
      rdns: 'app.phantom',
    };
    const phantomEvm: ConnectorInfo = { ...phantomSolana, id: 'app.phantom.evm', namespace: 'eip155' };
    const mine = { id: 'dev.mine', name: 'Mine' };
    const all = input({
      connectors: [WC, METAMASK, phantomEvm, phantomSolana, SAFE],
      custom: [mine],
      recentWallets: [{ id: 'me.rainbow', name: 'Rainbow' }],
    });
    expect(summary(buildConnectRows({ ...all, namespace: 'solana' }))).toEqual(['announced:app.phantom']);
    expect(buildConnectRows({ ...all, namespace: 'solana' })[0]?.connectorId).toBe('app.phantom.solana');
    expect(summary(buildConnectRows({ ...all, namespace: 'eip155' }))).toEqual([
      'walletConnect:walletConnect',
      'recent:me.rainbow',
      'announced:io.metamask',
      'announced:app.phantom',
      'custom:dev.mine',
      'external:safe',
      'recommended:com.trustwallet.app',
      'recommended:com.coinbase.wallet',
      'recommended:com.okex.wallet',
      'recommended:io.zerion.wallet',
    ]);
    expect(buildConnectRows({ ...all, namespace: 'eip155' })[3]?.connectorId).toBe('app.phantom.evm');
    expect(buildConnectRows({ ...all, namespace: undefined })).toEqual(buildConnectRows(all));
    const solanaWc: ConnectorInfo = { ...WC, id: 'walletConnect.solana', namespace: 'solana' };
    expect(
      summary(buildConnectRows({ ...all, connectors: [solanaWc, phantomSolana], namespace: 'solana' })),
    ).toEqual([
      'walletConnect:walletConnect.solana',
      'recent:me.rainbow',
      'announced:app.phantom',
      'custom:dev.mine',
      'recommended:io.metamask',
      'recommended:com.trustwallet.app',
      'recommended:com.coinbase.wallet',
      'recommended:com.okex.wallet',
    ]);
  });
});

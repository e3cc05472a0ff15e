// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletConnector } from '../../../ports/index.js';
import { createEip6963Discovery, LEGACY_INJECTED_INFO } from './createEip6963Discovery.js';
import { EIP6963_ANNOUNCE, EIP6963_REQUEST } from './eip1193.js';
import { scriptedProvider } from './scriptedProvider.js';

const ICON = 'data:image/svg+xml,%3Csvg%2F%3E';

const wallet = (rdns: string, uuid = `uuid-${rdns}`, icon = ICON) => ({
  info: { uuid, name: rdns.split('.').at(-1) ?? rdns, icon, rdns },
  provider: scriptedProvider({ eth_chainId: '0x1' }),
});
type Wallet = ReturnType<typeof wallet>;

const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE, { detail }));
/** A wallet that announces whenever the page asks (as extensions do); returns its remover. */
const answerRequests = (detail: Wallet) => {
  const reply = () => announce(detail);
  window.addEventListener(EIP6963_REQUEST, reply);
  return () => window.removeEventListener(EIP6963_REQUEST, reply);
};
const ids = (connectors: readonly WalletConnector[]) => connectors.map((connector) => connector.info.id);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  Reflect.deleteProperty(window, 'ethereum');
});

describe('EIP-6963 discovery', () => {
  it('touches nothing before start; on start asks wallets to announce and lists one connector each', () => {
    cleanups.push(answerRequests(wallet('io.metamask')), answerRequests(wallet('me.rainbow')));
    const discovery = createEip6963Discovery();
    expect(discovery.list()).toEqual([]);
    discovery.start();
    cleanups.push(() => discovery.stop());
    expect(ids(discovery.list())).toEqual(['io.metamask', 'me.rainbow']);
    expect(discovery.list()[0]?.info).toEqual({
      id: 'io.metamask',
      name: 'metamask',
      type: 'ANNOUNCED',
      namespace: 'eip155',
      rdns: 'io.metamask',
      imageUrl: ICON,
    });
  });

  it('hears late announcements through subscribe, and ignores repeats by uuid or rdns and malformed ones', () => {
    const discovery = createEip6963Discovery();
    discovery.start();
    cleanups.push(() => discovery.stop());
    const heard: string[][] = [];
    const unsubscribe = discovery.subscribe((connectors) => heard.push(ids(connectors)));
    const late = wallet('com.coinbase.wallet');
    announce(late);
    announce(late);
    announce(wallet('com.coinbase.wallet', 'another-uuid'));
    announce({ info: { uuid: 'x', name: 'No rdns', icon: ICON }, provider: late.provider });
    announce({ info: late.info, provider: {} });
    announce(wallet('app.remote.icon', 'u2', 'https://tracker.example/icon.png'));
    unsubscribe();
    announce(wallet('me.rainbow'));
    expect(heard).toEqual([['com.coinbase.wallet'], ['com.coinbase.wallet', 'app.remote.icon']]);
    expect(discovery.list()[1]?.info.imageUrl).toBeUndefined();
    expect(ids(discovery.list())).toEqual(['com.coinbase.wallet', 'app.remote.icon', 'me.rainbow']);
  });

  it('adds a generic Browser Wallet for a legacy window.ethereum that no announcement covers', () => {
    const legacyOnly = scriptedProvider({});
    Reflect.set(window, 'ethereum', legacyOnly);
    const discovery = createEip6963Discovery();
    discovery.start();
    cleanups.push(() => discovery.stop());
    expect(discovery.list().map((connector) => connector.info)).toEqual([LEGACY_INJECTED_INFO]);
    expect(LEGACY_INJECTED_INFO).toMatchObject({ name: 'Browser Wallet', type: 'INJECTED' });
    expect(LEGACY_INJECTED_INFO).not.toHaveProperty('rdns');
  });

  it('drops the legacy connector once the same provider announces itself', () => {
    const metamask = wallet('io.metamask');
    Reflect.set(window, 'ethereum', metamask.provider);
    const discovery = createEip6963Discovery();
    discovery.start();
    cleanups.push(() => discovery.stop());
    expect(ids(discovery.list())).toEqual(['injected']);
    announce(metamask);
    expect(ids(discovery.list())).toEqual(['io.metamask']);
  });

  it('finds a window.ethereum injected after start (ethereum#initialized)', () => {
    const discovery = createEip6963Discovery();
    discovery.start();
    cleanups.push(() => discovery.stop());
    expect(discovery.list()).toEqual([]);
    Reflect.set(window, 'ethereum', scriptedProvider({}));
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(ids(discovery.list())).toEqual(['injected']);
  });

  it('stop removes its listeners; the list found so far stays', () => {
    const discovery = createEip6963Discovery({ window });
    discovery.start();
    announce(wallet('io.metamask'));
    discovery.stop();
    announce(wallet('me.rainbow'));
    expect(ids(discovery.list())).toEqual(['io.metamask']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ConnectorInfo } from '../../../ports/index.js';
import { isBrowserWallet, isConnectorVisible } from './isConnectorVisible.js';

const browserWallet: ConnectorInfo = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  namespace: 'eip155',
};
const withRdns: ConnectorInfo = { ...browserWallet, rdns: 'io.inapp' };
const metamask: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
};

describe('isBrowserWallet', () => {
  it('is the INJECTED connector named Browser Wallet (any casing), nothing else', () => {
    expect(isBrowserWallet(browserWallet)).toBe(true);
    expect(isBrowserWallet({ ...browserWallet, name: ' browser wallet ' })).toBe(true);
    expect(isBrowserWallet({ ...browserWallet, type: 'ANNOUNCED' })).toBe(false);
    expect(isBrowserWallet({ ...browserWallet, name: 'MetaMask' })).toBe(false);
  });
});

describe('isConnectorVisible (SPEC §2 wallet visibility)', () => {
  it('hides the Browser Wallet on desktop, whatever it has', () => {
    for (const injectedProviderPresent of [true, false, undefined]) {
      expect(isConnectorVisible(browserWallet, { mobile: false, injectedProviderPresent })).toBe(false);
      expect(isConnectorVisible(withRdns, { mobile: false, injectedProviderPresent })).toBe(false);
    }
  });

  it('on mobile hides it only without rdns and without an installed provider', () => {
    expect(isConnectorVisible(browserWallet, { mobile: true, injectedProviderPresent: false })).toBe(false);
    expect(isConnectorVisible(browserWallet, { mobile: true, injectedProviderPresent: true })).toBe(true);
    expect(isConnectorVisible(withRdns, { mobile: true, injectedProviderPresent: false })).toBe(true);
    expect(
      isConnectorVisible({ ...browserWallet, rdns: '  ' }, { mobile: true, injectedProviderPresent: false }),
    ).toBe(false);
  });

  it('counts a listed Browser Wallet as installed when the platform cannot tell', () => {
    expect(isConnectorVisible(browserWallet, { mobile: true, injectedProviderPresent: undefined })).toBe(
      true,
    );
  });

  it('shows every other wallet connector, never an AUTH connector', () => {
    for (const mobile of [true, false]) {
      const facts = { mobile, injectedProviderPresent: false };
      expect(isConnectorVisible(metamask, facts)).toBe(true);
      expect(isConnectorVisible({ ...metamask, type: 'INJECTED' }, facts)).toBe(true);
      expect(isConnectorVisible({ ...metamask, type: 'WALLET_CONNECT' }, facts)).toBe(true);
      expect(isConnectorVisible({ ...metamask, type: 'AUTH' }, facts)).toBe(false);
    }
  });
});

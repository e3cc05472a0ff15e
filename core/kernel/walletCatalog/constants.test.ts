import { describe, expect, it } from 'vitest';
import { RECENT_WALLETS_LIMIT } from '../connections/index.js';
import {
  ALL_WALLETS_PAGE_SIZE,
  BROWSER_WALLET_NAME,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  RECOMMENDED_COUNT,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
  WALLET_REGISTRY_CACHE_ENTRIES,
  WALLET_REGISTRY_TTL_MS,
  WALLET_SEARCH_LIMIT,
} from './constants.js';

describe('wallet catalog constants', () => {
  it('pins SPEC §9 "Wallet lists: pages of 40, 4 recommended, search 100" and "Recent wallets: at most 2"', () => {
    expect(ALL_WALLETS_PAGE_SIZE).toBe(40);
    expect(RECOMMENDED_COUNT).toBe(4);
    expect(WALLET_SEARCH_LIMIT).toBe(100);
    expect(RECENT_WALLETS_LIMIT).toBe(2);
  });

  it('pins SPEC §2 connector type order and connect method orders', () => {
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
    expect(WALLET_FIRST_CONNECT_METHOD_ORDER).toEqual(['wallet', 'email', 'social']);
    expect(DEFAULT_CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet']);
    expect(Object.isFrozen(DEFAULT_CONNECTOR_TYPE_ORDER)).toBe(true);
  });

  it('names the generic injected connector and bounds the registry cache', () => {
    expect(BROWSER_WALLET_NAME).toBe('Browser Wallet');
    expect(WALLET_REGISTRY_TTL_MS).toBe(600_000);
    expect(WALLET_REGISTRY_CACHE_ENTRIES).toBe(64);
  });
});

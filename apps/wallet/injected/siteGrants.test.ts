import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMemoryGrants,
  createSiteGrants,
  type GrantStorage,
  pageSiteGrants,
  readGrantedOrigins,
  SITE_GRANTS_KEY,
} from './siteGrants.js';

const SITE = 'http://127.0.0.1:5173';
const OTHER = 'http://127.0.0.1:4000';

/** A Web Storage stand-in over a Map; `failing` makes reads or writes throw (storage blocked or full). */
const mapStorage = (
  initial: Record<string, string> = {},
  failing: { read?: boolean; write?: boolean } = {},
) => {
  const items = new Map(Object.entries(initial));
  const storage: GrantStorage = {
    getItem(key) {
      if (failing.read) throw new DOMException('blocked', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (failing.write) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
  return { storage, items };
};
const stored = (origins: readonly string[]) => JSON.stringify({ v: 1, origins });

describe('site grants', () => {
  it('in memory: granted until revoked, nothing kept', () => {
    const grants = createMemoryGrants();
    expect(grants.isGranted()).toBe(false);
    grants.grant();
    expect(grants.isGranted()).toBe(true);
    grants.revoke();
    expect(grants.isGranted()).toBe(false);
  });

  it('remembers a granted origin for the next page of the same storage, until revoked', () => {
    const { storage, items } = mapStorage();
    const first = createSiteGrants(storage, SITE);
    expect(first.isGranted()).toBe(false);
    first.grant();
    expect(items.get(SITE_GRANTS_KEY)).toBe(stored([SITE]));
    const reloaded = createSiteGrants(storage, SITE);
    expect(reloaded.isGranted()).toBe(true);
    expect(createSiteGrants(storage, OTHER).isGranted()).toBe(false);
    reloaded.revoke();
    expect(reloaded.isGranted()).toBe(false);
    expect(items.get(SITE_GRANTS_KEY)).toBe(stored([]));
    expect(createSiteGrants(storage, SITE).isGranted()).toBe(false);
  });

  it('keeps the other origins listed when one is granted or revoked', () => {
    const { storage, items } = mapStorage({ [SITE_GRANTS_KEY]: stored([OTHER]) });
    const grants = createSiteGrants(storage, SITE);
    grants.grant();
    grants.grant();
    expect(items.get(SITE_GRANTS_KEY)).toBe(stored([OTHER, SITE]));
    grants.revoke();
    expect(items.get(SITE_GRANTS_KEY)).toBe(stored([OTHER]));
  });

  it('reads malformed, foreign or other-version data as "not granted", and a grant replaces it', () => {
    const bad = [
      'not json',
      '',
      'null',
      '42',
      '"http://127.0.0.1:5173"',
      JSON.stringify([SITE]),
      JSON.stringify({ origins: [SITE] }),
      JSON.stringify({ v: 2, origins: [SITE] }),
      JSON.stringify({ v: 1, origins: SITE }),
      JSON.stringify({ v: 1, origins: [42, null, ''] }),
    ];
    for (const raw of bad) {
      const { storage, items } = mapStorage({ [SITE_GRANTS_KEY]: raw });
      const grants = createSiteGrants(storage, SITE);
      expect(grants.isGranted(), raw).toBe(false);
      grants.grant();
      expect(items.get(SITE_GRANTS_KEY), raw).toBe(stored([SITE]));
    }
  });

  it('never throws on any stored text, and lists only non-empty strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (raw) => {
        const origins = readGrantedOrigins(raw);
        expect(origins.every((origin) => typeof origin === 'string' && origin !== '')).toBe(true);
      }),
    );
    expect(readGrantedOrigins(JSON.stringify({ v: 1, origins: [SITE, 7, OTHER] }))).toEqual([SITE, OTHER]);
  });

  it('keeps the grant for the page when storage throws, and persists nothing for an opaque origin', () => {
    for (const failing of [{ read: true }, { write: true }, { read: true, write: true }]) {
      const { storage } = mapStorage({ [SITE_GRANTS_KEY]: stored([SITE]) }, failing);
      const grants = createSiteGrants(storage, SITE);
      expect(grants.isGranted()).toBe(failing.read !== true);
      grants.grant();
      expect(grants.isGranted()).toBe(true);
      grants.revoke();
      expect(grants.isGranted()).toBe(false);
    }
    const { storage, items } = mapStorage();
    createSiteGrants(storage, 'null').grant();
    createSiteGrants(undefined, SITE).grant();
    expect(items.size).toBe(0);
  });

  it("uses the page's localStorage and origin, or memory when the page denies storage", () => {
    const { storage, items } = mapStorage();
    pageSiteGrants({ localStorage: storage, location: { origin: SITE } }).grant();
    expect(items.get(SITE_GRANTS_KEY)).toBe(stored([SITE]));
    const denied = {
      get localStorage(): GrantStorage {
        throw new DOMException('denied', 'SecurityError');
      },
      location: { origin: SITE },
    };
    const grants = pageSiteGrants(denied);
    expect(grants.isGranted()).toBe(false);
    grants.grant();
    expect(grants.isGranted()).toBe(true);
  });
});

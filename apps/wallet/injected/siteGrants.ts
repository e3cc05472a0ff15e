/**
 * The sites the sandbox wallet has connected to, remembered as an extension remembers them: a site that was
 * granted is still granted after a reload, so a dapp can reconnect silently (eth_accounts), until it is revoked.
 */
export interface SiteGrants {
  /** Whether this site was granted (and not revoked since). */
  isGranted(): boolean;
  grant(): void;
  revoke(): void;
}

/** The part of Web Storage the grants use (the page's localStorage: one per origin). */
export type GrantStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The localStorage key; the value is `{"v":1,"origins":[…]}`. */
export const SITE_GRANTS_KEY = 'latch-sandbox:sites';
/** The Solana side's grants (its own: connecting one side does not connect the other). */
export const SOLANA_SITE_GRANTS_KEY = 'latch-sandbox:solana-sites';
const VERSION = 1;

/** Grants kept in memory only: forgotten on reload. */
export function createMemoryGrants(): SiteGrants {
  let granted = false;
  return {
    isGranted: () => granted,
    grant() {
      granted = true;
    },
    revoke() {
      granted = false;
    },
  };
}

/** The origins a stored value lists; anything malformed, of another version or unreadable lists none. */
export function readGrantedOrigins(raw: string | null): readonly string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const origins: unknown = Reflect.get(value, 'origins');
  if (Reflect.get(value, 'v') !== VERSION || !Array.isArray(origins)) return [];
  return origins.filter((origin): origin is string => typeof origin === 'string' && origin !== '');
}

/**
 * Grants of the site at `origin`, persisted in `storage` (tolerant: bad stored data reads as "not granted", a
 * storage that throws — blocked, full — leaves the grant in memory for this page). An opaque origin ('null')
 * or no storage is never persisted.
 */
export function createSiteGrants(
  storage: GrantStorage | undefined,
  origin: string,
  key: string = SITE_GRANTS_KEY,
): SiteGrants {
  const memory = createMemoryGrants();
  const persisted = storage !== undefined && origin !== '' && origin !== 'null' ? storage : undefined;
  const read = (): readonly string[] => {
    try {
      return readGrantedOrigins(persisted?.getItem(key) ?? null);
    } catch {
      return [];
    }
  };
  const write = (origins: readonly string[]) => {
    try {
      persisted?.setItem(key, JSON.stringify({ v: VERSION, origins }));
    } catch {
      // Storage blocked or full: the grant lasts as long as the page.
    }
  };
  if (read().includes(origin)) memory.grant();
  return {
    isGranted: memory.isGranted,
    grant() {
      memory.grant();
      const origins = read();
      if (!origins.includes(origin)) write([...origins, origin]);
    },
    revoke() {
      memory.revoke();
      const origins = read();
      if (origins.includes(origin)) write(origins.filter((known) => known !== origin));
    },
  };
}

/**
 * The grants of the page `target` shows (its localStorage, its origin; under `key`, the EVM side's by default);
 * memory only when storage is denied.
 */
export function pageSiteGrants(
  target: {
    readonly localStorage: GrantStorage;
    readonly location: { readonly origin: string };
  },
  key: string = SITE_GRANTS_KEY,
): SiteGrants {
  let storage: GrantStorage | undefined;
  try {
    storage = target.localStorage; // throws in sandboxed frames and with storage blocked
  } catch {
    storage = undefined;
  }
  return createSiteGrants(storage, target.location.origin, key);
}

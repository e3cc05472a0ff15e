import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import {
  HTTP_PROTOCOLS,
  isRecord,
  type UrlProtocol,
  validateEndpointUrl,
} from '../../lib/validation/index.js';
import type { CustomWallet } from './modalOptions.js';

type InvalidOptions = LatchError<'MODAL_OPTIONS_INVALID'>;

const invalid = (field: string, details: string): Result<never, InvalidOptions> =>
  err(latchError('MODAL_OPTIONS_INVALID', { params: { field }, details }));

/** Web links of a wallet (stores, homepage, web app): http(s) URLs. */
const WEB_LINKS = ['homepage', 'webapp_link', 'app_store', 'play_store', 'chrome_store'] as const;
/** Links that open the wallet app: a universal link (http/https) or the app's own scheme. */
const APP_LINKS = ['mobile_link', 'desktop_link'] as const;
const IMAGE_PROTOCOLS: readonly UrlProtocol[] = [...HTTP_PROTOCOLS, 'data:'];
/** Schemes that would run or embed content in the page instead of opening an app. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);
/** `trust`, `trust:`, `trust://`, `rainbow://wc` … (RFC 3986 scheme, then anything). */
const APP_SCHEME = /^([a-z][a-z0-9+.-]*)(:.*)?$/i;

/** A link that opens a wallet app: http(s) with a host, or a custom scheme (bare or with a path). */
const validateAppLink = (value: unknown, field: string): Result<string, InvalidOptions> => {
  if (typeof value !== 'string' || value.trim() === '') return invalid(field, 'not a link');
  const link = value.trim();
  const scheme = APP_SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return validateEndpointUrl(link, field, HTTP_PROTOCOLS);
  if (scheme === undefined || UNSAFE_SCHEMES.has(scheme)) return invalid(field, 'not an app link');
  return ok(link);
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** One custom wallet: id and name required, every link checked, unknown fields dropped. */
const resolveCustomWallet = (value: unknown, at: string): Result<CustomWallet, InvalidOptions> => {
  if (!isRecord(value)) return invalid(at, 'not an object');
  const id = text(value.id);
  if (id === undefined) return invalid(`${at}.id`, 'a non-empty id is required');
  const name = text(value.name);
  if (name === undefined) return invalid(`${at}.name`, 'a non-empty name is required');
  const wallet: { -readonly [K in keyof CustomWallet]: CustomWallet[K] } = { id, name };
  if (value.rdns !== undefined) {
    const rdns = text(value.rdns);
    if (rdns === undefined) return invalid(`${at}.rdns`, 'not an rdns');
    wallet.rdns = rdns;
  }
  if (value.image_url !== undefined) {
    const image = validateEndpointUrl(value.image_url, `${at}.image_url`, IMAGE_PROTOCOLS);
    if (image.isErr()) return err(image.error);
    wallet.image_url = image.value;
  }
  for (const key of APP_LINKS) {
    if (value[key] === undefined) continue;
    const link = validateAppLink(value[key], `${at}.${key}`);
    if (link.isErr()) return err(link.error);
    wallet[key] = link.value;
  }
  for (const key of WEB_LINKS) {
    if (value[key] === undefined) continue;
    const link = validateEndpointUrl(value[key], `${at}.${key}`, HTTP_PROTOCOLS);
    if (link.isErr()) return err(link.error);
    wallet[key] = link.value;
  }
  return ok(wallet);
};

/**
 * The host's own wallets (the `customWallets` option), listed in the Connect view's "custom" section (SPEC §2
 * connector type order) and reached through WalletConnect: each needs an id (unique) and a name; `image_url` is
 * http(s) or data:, `mobile_link` / `desktop_link` a universal link or the app's scheme (never javascript:,
 * data: …), the store, homepage and web-app links http(s). Fields other than these are dropped.
 */
export const resolveCustomWallets = (wallets: unknown): Result<readonly CustomWallet[], InvalidOptions> => {
  if (wallets === undefined) return ok([]);
  if (!Array.isArray(wallets)) return invalid('customWallets', 'not a list');
  const resolved: CustomWallet[] = [];
  const ids = new Set<string>();
  for (const [index, value] of wallets.entries()) {
    const wallet = resolveCustomWallet(value, `customWallets[${index}]`);
    if (wallet.isErr()) return err(wallet.error);
    if (ids.has(wallet.value.id)) return invalid(`customWallets[${index}].id`, 'the id is already used');
    ids.add(wallet.value.id);
    resolved.push(wallet.value);
  }
  return ok(resolved);
};

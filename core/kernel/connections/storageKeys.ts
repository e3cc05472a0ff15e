import type { ChainNamespace } from '../../../ports/index.js';
import { CHAIN_NAMESPACES } from '../../lib/caip/index.js';
import { decoders, storageKey } from '../../lib/storage/index.js';
import { addRecentWallet } from './addRecentWallet.js';
import { CONNECTION_STATUSES, type RecentWallet, type WcLinking } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeRecentWallet = (value: unknown): RecentWallet | undefined => {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return undefined;
  if (value.imageUrl !== undefined && typeof value.imageUrl !== 'string') return undefined;
  return value.imageUrl === undefined
    ? { id: value.id, name: value.name }
    : { id: value.id, name: value.name, imageUrl: value.imageUrl };
};

/** Well-formed entries only, then newest first, unique by id, at most RECENT_WALLETS_LIMIT. */
const decodeRecentWallets = (value: unknown): readonly RecentWallet[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const wallets = value.map(decodeRecentWallet);
  if (wallets.some((wallet) => wallet === undefined)) return undefined;
  return wallets
    .filter((wallet): wallet is RecentWallet => wallet !== undefined)
    .reduceRight<readonly RecentWallet[]>((list, wallet) => addRecentWallet(list, wallet), []);
};

const decodeNamespace = decoders.oneOf(CHAIN_NAMESPACES);

const decodeConnectorIds = (value: unknown): Partial<Record<ChainNamespace, string>> | undefined => {
  const record = decoders.record(decoders.string)(value);
  if (!record) return undefined;
  const ids: Partial<Record<ChainNamespace, string>> = {};
  for (const [key, id] of Object.entries(record)) {
    const namespace = decodeNamespace(key);
    if (namespace === undefined) return undefined;
    ids[namespace] = id;
  }
  return ids;
};

const decodeLinking = (value: unknown): WcLinking | undefined =>
  isRecord(value) && typeof value.href === 'string' && typeof value.name === 'string'
    ? { href: value.href, name: value.name }
    : undefined;

const decodeNamespaces = (value: unknown): readonly ChainNamespace[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const namespaces = value.map(decodeNamespace);
  return namespaces.every((namespace) => namespace !== undefined) ? [...new Set(namespaces)] : undefined;
};

/** Storage keys of the connection state (SPEC §3 "Stored in browser storage"). */
export const CONNECTION_KEYS = {
  recentWallets: storageKey('connection.recentWallets', 1, decodeRecentWallets),
  connectorIds: storageKey('connection.connectorIds', 1, decodeConnectorIds),
  recentConnectorId: storageKey('connection.recentConnectorId', 1, decoders.string),
  deepLink: storageKey('connection.deepLink', 1, decodeLinking),
  status: storageKey('connection.status', 1, decoders.oneOf(CONNECTION_STATUSES)),
  namespaces: storageKey('connection.namespaces', 1, decodeNamespaces),
};

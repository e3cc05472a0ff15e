import type { CaipNetworkId } from '../../../ports/index.js';
import { CHAIN_NAMESPACES, parseCaipNetworkId } from '../../lib/caip/index.js';
import { decoders, storageKey } from '../../lib/storage/index.js';

const decodeNetworkId = (value: unknown): CaipNetworkId | undefined => {
  if (typeof value !== 'string') return undefined;
  const parsed = parseCaipNetworkId(value);
  return parsed.isOk() ? parsed.value.caipNetworkId : undefined;
};

/** Storage keys of the account and network state (SPEC §3 "Stored in browser storage"). */
export const ACCOUNT_KEYS = {
  activeNamespace: storageKey('account.activeNamespace', 1, decoders.oneOf(CHAIN_NAMESPACES)),
  activeNetworkId: storageKey('account.activeNetworkId', 1, decodeNetworkId),
};

/** Storage key names (version 1) of the persisted native-balance and identity caches (SPEC §3). */
export const ACCOUNT_CACHE_NAMES = {
  nativeBalance: 'account.nativeBalanceCache',
  identity: 'account.identityCache',
} as const;

import { FALLBACK_PING_METHOD } from '../../../core/rpc/index.js';
import { SAFE_RPC_METHODS } from '../../../core/validation/index.js';

/**
 * SPEC §5's safe methods that read an account the node holds, not the chain: the devnet's accounts are
 * unlocked, and a hosted endpoint has none to give.
 */
const ACCOUNT_METHODS: ReadonlySet<string> = new Set(['eth_accounts']);

/** `wallet_*` methods are the wallet's to answer, never a node's. */
const WALLET_METHOD = /^wallet_/;

/**
 * What the JSON-RPC proxy forwards: SPEC §5's safe (read-only) list from core, minus the account and
 * wallet methods, plus the fallback ranker's ping. Anything else (signing, sending from a node account,
 * `debug_*`, `ots_*`, `anvil_*` …) never reaches the node.
 */
export const PROXIED_RPC_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS.filter((method) => !ACCOUNT_METHODS.has(method) && !WALLET_METHOD.test(method)),
  FALLBACK_PING_METHOD,
]);

export const isProxiedRpcMethod = (method: string): boolean => PROXIED_RPC_METHODS.has(method);

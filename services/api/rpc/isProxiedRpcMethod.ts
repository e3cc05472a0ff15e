import { FALLBACK_PING_METHOD } from '../../../core/lib/rpc/index.js';
import { SAFE_RPC_METHODS } from '../../../core/lib/walletRpc/index.js';

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

/**
 * What the proxy forwards to a Solana cluster: a fixed list of reads (accounts, token accounts, rent, fees,
 * blockhashes, signature statuses, cluster facts) and `simulateTransaction`, which runs a transaction
 * without landing it (Solana's eth_call). Nothing that changes the ledger (`sendTransaction`,
 * `requestAirdrop`) or scans it (`getProgramAccounts`) reaches the node: wallets send through their own.
 */
export const SOLANA_PROXIED_RPC_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getVersion',
  'isBlockhashValid',
  'simulateTransaction',
]);

/** Whether the proxy forwards `method` to a chain of `namespace`. */
export const isProxiedRpcMethod = (method: string, namespace: 'eip155' | 'solana' = 'eip155'): boolean =>
  (namespace === 'solana' ? SOLANA_PROXIED_RPC_METHODS : PROXIED_RPC_METHODS).has(method);

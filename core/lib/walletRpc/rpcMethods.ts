/** Read-only JSON-RPC methods the embedded wallet may call without a prompt (SPEC §5 "Safe"). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
] as const;

/** The Solana signing methods (SPEC §5), all unsafe. */
export const SOLANA_SIGNING_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** Methods that sign, send or grant: known, but they need the user (SPEC §5 "Unsafe"). */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  ...SOLANA_SIGNING_METHODS,
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type SolanaSigningMethod = (typeof SOLANA_SIGNING_METHODS)[number];
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
export type KnownRpcMethod = SafeRpcMethod | UnsafeRpcMethod;

export const isSafeRpcMethod = (method: unknown): method is SafeRpcMethod =>
  typeof method === 'string' && (SAFE_RPC_METHODS as readonly string[]).includes(method);

export const isUnsafeRpcMethod = (method: unknown): method is UnsafeRpcMethod =>
  typeof method === 'string' && (UNSAFE_RPC_METHODS as readonly string[]).includes(method);

export const isSolanaSigningMethod = (method: unknown): method is SolanaSigningMethod =>
  typeof method === 'string' && (SOLANA_SIGNING_METHODS as readonly string[]).includes(method);

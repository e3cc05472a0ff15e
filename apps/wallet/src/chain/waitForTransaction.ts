import { ResultAsync } from 'neverthrow';
import { createPublicClient, type Hash, http } from 'viem';
import { toViemChain, type WalletChain } from '../../engine/index.js';
import { ChainReadError } from './readChainSnapshot.js';

export interface MinedTransaction {
  readonly status: 'success' | 'reverted';
  readonly blockNumber: bigint;
}

/** Waits (polling every 250 ms, up to `timeoutMs`) for a sent transaction's receipt on its chain. */
export function waitForTransaction(
  chain: WalletChain,
  hash: Hash,
  timeoutMs = 60_000,
): ResultAsync<MinedTransaction, ChainReadError> {
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) });
  return ResultAsync.fromPromise(
    client.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: timeoutMs }),
    (cause) => new ChainReadError(`No receipt for ${hash}`, { cause }),
  ).map((receipt) => ({ status: receipt.status, blockNumber: receipt.blockNumber }));
}

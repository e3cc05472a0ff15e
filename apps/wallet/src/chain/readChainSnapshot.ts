import { ResultAsync } from 'neverthrow';
import { type Address, createPublicClient, http } from 'viem';
import { toViemChain, type WalletChain } from '../../engine/index.js';

/** What the chain indicator and the account picker show: the head block and each account's ETH balance. */
export interface ChainSnapshot {
  readonly blockNumber: bigint;
  /** Wei, in the order of the accounts asked for. */
  readonly balances: readonly bigint[];
}

/** The chain's RPC did not answer (the UI says "unavailable", never a made-up zero). */
export class ChainReadError extends Error {
  override readonly name = 'ChainReadError';
}

/** Reads the block number and the balances in one JSON-RPC batch from the chain's RPC. */
export function readChainSnapshot(
  chain: WalletChain,
  accounts: readonly Address[],
): ResultAsync<ChainSnapshot, ChainReadError> {
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout: 5_000 }),
  });
  return ResultAsync.fromPromise(
    Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      Promise.all(accounts.map((address) => client.getBalance({ address }))),
    ]).then(([blockNumber, balances]) => ({ blockNumber, balances })),
    (cause) =>
      new ChainReadError(`${chain.name ?? `Chain ${chain.chainId}`} is unreachable at ${chain.rpcUrl}`, {
        cause,
      }),
  );
}

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Cancel, ChainReaders, Network, Scheduler, TransactionReceipt } from '../../../ports/index.js';
import { isLatchError, type LatchError, latchError, rpcError } from '../errors/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../rpc/index.js';

export type ReceiptError =
  | ProviderFailureError
  | LatchError<'RPC_TIMEOUT'>
  | LatchError<'EXECUTION_REVERTED_UNKNOWN'>
  | LatchError<'CHAIN_ADAPTER_NOT_FOUND'>;

export interface WaitForReceiptArgs {
  readonly readers: ChainReaders;
  readonly scheduler: Scheduler;
  /** The transaction's hash (EVM) or signature (Solana). */
  readonly hash: string;
  readonly network: Network;
  /** Gives up after this long with RPC_TIMEOUT. */
  readonly timeoutMs: number;
}

/**
 * Waits for a sent transaction through the ChainReader and always ends: the mined receipt; a reverted one
 * as EXECUTION_REVERTED_UNKNOWN; a failed wait as its catalogue error; no answer within `timeoutMs` as
 * RPC_TIMEOUT (the timer runs on the Scheduler port and is cancelled once the wait settles).
 */
export function waitForReceipt(args: WaitForReceiptArgs): ResultAsync<TransactionReceipt, ReceiptError> {
  const { hash, network, scheduler, timeoutMs } = args;
  const reader = args.readers[network.chainNamespace];
  if (reader === undefined) {
    return errAsync(latchError('CHAIN_ADAPTER_NOT_FOUND', { details: network.chainNamespace }));
  }
  let cancel: Cancel = () => undefined;
  const timeout = new Promise<never>((_, reject) => {
    cancel = scheduler.setTimeout(() => {
      reject(rpcError('RPC_TIMEOUT', { details: `no receipt for ${hash} within ${timeoutMs} ms` }));
    }, timeoutMs);
  });
  const waited = Promise.resolve().then(() => reader.waitForTransaction({ hash, network }));
  const settled = Promise.race([waited, timeout]).finally(() => cancel());
  return ResultAsync.fromPromise(
    settled,
    (error): ReceiptError => (isLatchError(error, 'RPC_TIMEOUT') ? error : mapProviderFailure(error)),
  ).andThen((receipt) =>
    receipt.status === 'success'
      ? okAsync(receipt)
      : errAsync(rpcError('EXECUTION_REVERTED_UNKNOWN', { details: `transaction ${hash} reverted` })),
  );
}

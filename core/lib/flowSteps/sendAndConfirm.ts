import { ResultAsync } from 'neverthrow';
import type {
  ChainReaders,
  EvmSigner,
  EvmTransactionRequest,
  Network,
  Scheduler,
  TransactionReceipt,
} from '../../../ports/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../rpc/index.js';
import { type ReceiptError, waitForReceipt } from './waitForReceipt.js';

export interface SendAndConfirmArgs {
  readonly signer: EvmSigner;
  readonly request: EvmTransactionRequest;
  readonly network: Network;
  readonly readers: ChainReaders;
  readonly scheduler: Scheduler;
  readonly timeoutMs: number;
  /** Told the hash as soon as the wallet sent the transaction. */
  readonly onSent?: (hash: `0x${string}`) => void;
  /** Told the mined receipt (its logs say what the transaction moved). */
  readonly onReceipt?: (receipt: TransactionReceipt) => void;
}

/**
 * Asks the wallet to send one transaction (signer.sendTransaction) and waits for its receipt
 * (ChainReader.waitForTransaction, at most `timeoutMs`): the hash once mined; a wallet or node failure as its
 * catalogue error (core/lib/rpc mapProviderFailure: 4001 'User rejected the request.', insufficient funds…), a
 * reverted receipt as EXECUTION_REVERTED_UNKNOWN, no receipt in time as RPC_TIMEOUT.
 */
export function sendAndConfirm(
  args: SendAndConfirmArgs,
): ResultAsync<`0x${string}`, ProviderFailureError | ReceiptError> {
  const { signer, request, network, readers, scheduler, timeoutMs } = args;
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => signer.sendTransaction({ request, network })),
    mapProviderFailure,
  ).andThen((hash) => {
    args.onSent?.(hash);
    return waitForReceipt({ readers, scheduler, hash, network, timeoutMs }).map((receipt) => {
      args.onReceipt?.(receipt);
      return hash;
    });
  });
}

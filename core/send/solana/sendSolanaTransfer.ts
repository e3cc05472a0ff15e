import { ResultAsync } from 'neverthrow';
import type { ChainReaders, Network, Scheduler, SolanaSigner } from '../../../ports/index.js';
import { type ReceiptError, waitForReceipt } from '../../flow/index.js';
import { mapProviderFailure, type ProviderFailureError } from '../../rpc/index.js';

export interface SendSolanaTransferArgs {
  readonly signer: SolanaSigner;
  /** The unsigned transaction, base64 wire bytes. */
  readonly transaction: string;
  readonly network: Network;
  readonly readers: ChainReaders;
  readonly scheduler: Scheduler;
  readonly timeoutMs: number;
  /** Told the signature as soon as the wallet sent the transaction. */
  readonly onSent?: (signature: string) => void;
}

/** Preflight at the commitment the chain reader confirms at. */
const SEND_OPTIONS = { preflightCommitment: 'confirmed' } as const;

/**
 * Asks the wallet to sign and send a Solana transaction (`solana:signAndSendTransaction`, its inputs checked by
 * checkedSolanaSigner) and waits for its confirmation through the solana ChainReader (at most `timeoutMs`): the
 * base58 signature once confirmed; a wallet failure as its catalogue error (4001 'User rejected the request.'),
 * a failed transaction as EXECUTION_REVERTED_UNKNOWN, no confirmation in time as RPC_TIMEOUT.
 */
export function sendSolanaTransfer(
  args: SendSolanaTransferArgs,
): ResultAsync<string, ProviderFailureError | ReceiptError> {
  const { signer, transaction, network, readers, scheduler, timeoutMs } = args;
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => signer.signAndSendTransaction({ transaction, options: SEND_OPTIONS })),
    mapProviderFailure,
  ).andThen((signature) => {
    args.onSent?.(signature);
    return waitForReceipt({ readers, scheduler, hash: signature, network, timeoutMs }).map(() => signature);
  });
}

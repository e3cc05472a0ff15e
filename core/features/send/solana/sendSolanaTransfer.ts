import { errAsync, ResultAsync } from 'neverthrow';
import type { ChainReaders, Network, Scheduler, SolanaSigner } from '../../../../ports/index.js';
import type { LatchError } from '../../../lib/errors/index.js';
import { type ReceiptError, waitForReceipt } from '../../../lib/flowSteps/index.js';
import { mapSolanaSendFailure, type SolanaSendFailureError } from './mapSolanaSendFailure.js';

export interface SendSolanaTransferArgs {
  readonly signer: SolanaSigner;
  /** The unsigned transaction, base64 wire bytes. */
  readonly transaction: string;
  readonly network: Network;
  readonly readers: ChainReaders;
  readonly scheduler: Scheduler;
  readonly timeoutMs: number;
  /** Told the signature as soon as the transaction was sent. */
  readonly onSent?: (signature: string) => void;
}

/** Preflight at the commitment the chain reader confirms at. */
const SEND_OPTIONS = { preflightCommitment: 'confirmed' } as const;
const SIGN_AND_SEND = 'solana:signAndSendTransaction';

/** The wallet has no sign-and-send (it said so without asking the user): it can still sign. */
const lacksSignAndSend = (error: SolanaSendFailureError): error is LatchError<'UNSUPPORTED_CAPABILITY'> =>
  error.code === 'UNSUPPORTED_CAPABILITY' && error.params.capability === SIGN_AND_SEND;

const ask = <T>(call: () => Promise<T>): ResultAsync<T, SolanaSendFailureError> =>
  ResultAsync.fromPromise(Promise.resolve().then(call), mapSolanaSendFailure);

/**
 * Sends a Solana transaction and waits for its confirmation through the solana ChainReader (at most
 * `timeoutMs`): the wallet signs and sends it (`solana:signAndSendTransaction`, its inputs checked by
 * checkedSolanaSigner); a wallet that only signs (`solana:signTransaction`, its sign-and-send UNSUPPORTED_CAPABILITY)
 * signs it and the reader's `sendSolanaTransaction` submits it. The base58 signature once confirmed; what the
 * wallet or the node refused as its catalogue error (mapSolanaSendFailure: the user's 4001, funds, blockhash,
 * simulation), a failed transaction as EXECUTION_REVERTED_UNKNOWN, no confirmation in time as RPC_TIMEOUT.
 */
export function sendSolanaTransfer(
  args: SendSolanaTransferArgs,
): ResultAsync<string, SolanaSendFailureError | ReceiptError> {
  const { signer, transaction, network, readers, scheduler, timeoutMs } = args;
  const send = readers.solana?.sendSolanaTransaction?.bind(readers.solana);
  const signThenSend = (submit: NonNullable<typeof send>): ResultAsync<string, SolanaSendFailureError> =>
    ask(() => signer.signTransaction({ transaction })).andThen((signed) =>
      ask(() => submit({ transaction: signed, network, options: SEND_OPTIONS })),
    );
  return ask(() => signer.signAndSendTransaction({ transaction, options: SEND_OPTIONS }))
    .orElse((error) => (lacksSignAndSend(error) && send !== undefined ? signThenSend(send) : errAsync(error)))
    .andThen((signature) => {
      args.onSent?.(signature);
      return waitForReceipt({ readers, scheduler, hash: signature, network, timeoutMs }).map(() => signature);
    });
}

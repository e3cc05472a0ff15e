import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { aborted, busy, type LatestRun, sendAndConfirm, settleRun } from '../../lib/flowSteps/index.js';
import { isSolanaSender, type SendSender } from './requireSendSender.js';
import { sendSolanaTransfer } from './solana/sendSolanaTransfer.js';
import { transactionExplorerUrl } from './transactionExplorerUrl.js';
import type { SendError, SendPreview, SendStatus, SendStoreDeps, SentTransaction } from './types.js';

/** The part of the Send store a send run changes (each change applied only while the run is the latest). */
export interface SendRunState {
  status: SendStatus;
  error: SendError | undefined;
  transaction: SentTransaction | undefined;
}

export interface StartSendArgs {
  readonly deps: SendStoreDeps;
  readonly sender: Result<SendSender, SendError>;
  readonly preview: SendPreview;
  readonly timeoutMs: number;
  readonly runs: LatestRun;
  readonly run: number;
  readonly state: SendRunState;
}

/**
 * A send run of the Send store (see SendStore.send): SEND_INITIATED, the wallet asked, `pending` with the hash
 * and explorer link once sent, the receipt awaited, balances refreshed through `onSent`, and the end in
 * `success` or `failed` with SEND_SUCCESS / SEND_ERROR (settleRun). A transaction the wallet sent after the
 * run was superseded is logged, still refreshes the balances once confirmed, and ends with REQUEST_ABORTED.
 */
export function startSend(args: StartSendArgs): ResultAsync<SentTransaction, SendError> {
  const { deps, preview, runs, run, state } = args;
  const { network, token, amount } = preview;
  const properties = { network: network.caipNetworkId, token: token.symbol, amount, isSmartAccount: false };
  const { chainReaders: readers, scheduler, logger, track } = deps;
  track?.({ event: 'SEND_INITIATED', properties });
  const sent = (hash: string) => ({ hash, explorerUrl: transactionExplorerUrl(network, hash) });
  const onSent = (hash: string) => {
    const shown = runs.apply(run, () => {
      state.status = 'pending';
      state.transaction = sent(hash);
    });
    if (!shown) logger.warn('the wallet sent a transaction after the send was cancelled', { hash });
  };
  const result = args.sender
    .asyncAndThen((sender): ResultAsync<string, SendError> => {
      const wait = { network, readers, scheduler, timeoutMs: args.timeoutMs, onSent };
      if (preview.namespace === 'solana' && isSolanaSender(sender)) {
        return sendSolanaTransfer({ signer: sender.signer, transaction: preview.transaction, ...wait });
      }
      if (preview.namespace === 'eip155' && !isSolanaSender(sender)) {
        return sendAndConfirm({ signer: sender.signer, request: preview.request, ...wait });
      }
      return errAsync(busy(`a ${preview.namespace} preview cannot be sent by this account`));
    })
    .andThen((hash: string): ResultAsync<SentTransaction, SendError> => {
      deps.onSent();
      return runs.isCurrent(run) ? okAsync(sent(hash)) : errAsync(aborted(`cancelled; sent ${hash}`));
    });
  return settleRun(result, {
    ...{ runs, run, logger, name: 'send', flow: state },
    report: (message) =>
      track?.(
        message === undefined
          ? { event: 'SEND_SUCCESS', properties }
          : { event: 'SEND_ERROR', properties: { ...properties, message } },
      ),
  });
}

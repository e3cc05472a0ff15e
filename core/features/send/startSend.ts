import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  aborted,
  busy,
  type LatestRun,
  type RunOutcome,
  sendAndConfirm,
  settleRun,
} from '../../lib/flowSteps/index.js';
import { isSolanaSender, sendSenderOf } from './requireSendSender.js';
import { sendEventProperties } from './sendEvents.js';
import { sendSolanaTransfer } from './solana/sendSolanaTransfer.js';
import { transactionExplorerUrl } from './transactionExplorerUrl.js';
import type { SendError, SendPreview, SendStoreDeps, SentTransaction } from './types.js';

export interface StartSendArgs {
  /** The store's deps: who sends (sendSenderOf), the readers, analytics. */
  readonly deps: SendStoreDeps;
  readonly preview: SendPreview;
  readonly timeoutMs: number;
  readonly runs: LatestRun;
  readonly run: number;
  /** The store's action for a transaction the wallet sent (`pending`); called only while `run` is the latest. */
  readonly onPending: (transaction: SentTransaction) => void;
  /** The store's action for the end of the send (`success` / `failed`); called only while `run` is the latest. */
  readonly onEnd: (outcome: RunOutcome<SendError>) => void;
}

/**
 * A send run of the Send store (see SendStore.send): SEND_INITIATED, the wallet asked, `onPending` with the
 * hash and explorer link once sent, the receipt awaited, balances refreshed through `deps.onSent`, and the end
 * told to `onEnd` with SEND_SUCCESS / SEND_ERROR (settleRun). It writes no state of the store. A transaction the
 * wallet sent after the run was superseded is logged, still refreshes the balances once confirmed, and ends
 * with REQUEST_ABORTED.
 */
export function startSend(args: StartSendArgs): ResultAsync<SentTransaction, SendError> {
  const { deps, preview, runs, run } = args;
  const { network } = preview;
  const properties = sendEventProperties(preview);
  const { chainReaders: readers, scheduler, logger, track } = deps;
  track?.({ event: 'SEND_INITIATED', properties });
  const sent = (hash: string) => ({ hash, explorerUrl: transactionExplorerUrl(network, hash) });
  const onSent = (hash: string) => {
    const shown = runs.apply(run, () => args.onPending(sent(hash)));
    if (!shown) logger.warn('the wallet sent a transaction after the send was cancelled', { hash });
  };
  const result = sendSenderOf(deps)
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
    ...{ runs, run, logger, name: 'send', end: args.onEnd },
    report: (message) =>
      track?.(
        message === undefined
          ? { event: 'SEND_SUCCESS', properties }
          : { event: 'SEND_ERROR', properties: { ...properties, message } },
      ),
  });
}

import type { Result, ResultAsync } from 'neverthrow';
import { type EvmSender, type LatestRun, type RunOutcome, settleRun } from '../../lib/flowSteps/index.js';
import { receivedFromReceipt } from './receivedFromReceipt.js';
import { runSwap, swapProperties } from './runSwap.js';
import type { SwapError, SwapPreview, SwapStoreDeps, SwapTransactions } from './types.js';

/** The Swap store's actions for the steps of a swap run; each is called only while the run is the latest. */
export interface SwapRunSteps {
  /** The wallet sent the approve or the swap transaction. */
  readonly onSent: (kind: keyof SwapTransactions, hash: `0x${string}`) => void;
  /** The approval (if any) is done: the swap transaction is next (`swapping`). */
  readonly onSwapping: () => void;
  /** What the confirmed swap paid out, read from its receipt (a decimal in the bought token's units). */
  readonly onReceived: (received: string | undefined) => void;
  /** The swap ended: `success`, or `failed` with its catalogue error. */
  readonly onEnd: (outcome: RunOutcome<SwapError>) => void;
}

export interface StartSwapArgs extends SwapRunSteps {
  readonly deps: SwapStoreDeps;
  readonly sender: Result<EvmSender, SwapError>;
  readonly preview: SwapPreview;
  readonly timeoutMs: number;
  readonly runs: LatestRun;
  readonly run: number;
}

/**
 * A swap run of the Swap store (see SwapStore.swap): SWAP_INITIATED, the approve then swap transactions
 * (runSwap) with their hashes and the `swapping` step told to the store as they happen, balances refreshed
 * through `onSwapped`, and the end told to `onEnd` with SWAP_SUCCESS / SWAP_ERROR (settleRun). It writes no
 * state of the store; gives the transactions it told the store of.
 */
export function startSwap(args: StartSwapArgs): ResultAsync<SwapTransactions, SwapError> {
  const { deps, preview, runs, run } = args;
  const properties = swapProperties(preview);
  const { track, swapApi, logger, chainReaders: readers, scheduler } = deps;
  track?.({ event: 'SWAP_INITIATED', properties });
  let transactions: SwapTransactions = {};
  const result = args.sender
    .asyncAndThen((sender) =>
      runSwap({
        ...{ swapApi, sender, preview, readers, scheduler, timeoutMs: args.timeoutMs },
        onSent: (kind, hash) => {
          if (runs.apply(run, () => args.onSent(kind, hash)))
            transactions = { ...transactions, [kind]: hash };
        },
        current: () => runs.isCurrent(run),
        onSwapReceipt: ({ logs }) => {
          const router = preview.transaction.to;
          const received = receivedFromReceipt({ logs, to: preview.to, account: sender.from, router });
          runs.apply(run, () => args.onReceived(received));
        },
        onSwapping: () => runs.apply(run, args.onSwapping),
      }),
    )
    .map(() => {
      deps.onSwapped();
      return transactions;
    });
  return settleRun(result, {
    ...{ runs, run, logger, name: 'swap', end: args.onEnd },
    report: (message) =>
      track?.(
        message === undefined
          ? { event: 'SWAP_SUCCESS', properties }
          : { event: 'SWAP_ERROR', properties: { ...properties, message } },
      ),
  });
}

import type { Result, ResultAsync } from 'neverthrow';
import { type EvmSender, type LatestRun, settleRun } from '../../lib/flowSteps/index.js';
import { receivedFromReceipt } from './receivedFromReceipt.js';
import { runSwap, swapProperties } from './runSwap.js';
import type { SwapError, SwapPreview, SwapStatus, SwapStoreDeps, SwapTransactions } from './types.js';

/** The part of the Swap store a swap run changes (each change applied only while the run is the latest). */
export interface SwapRunState {
  status: SwapStatus;
  error: SwapError | undefined;
  transactions: SwapTransactions;
  /** What the confirmed swap paid out, read from its receipt (a decimal in the bought token's units). */
  received: string | undefined;
}

export interface StartSwapArgs {
  readonly deps: SwapStoreDeps;
  readonly sender: Result<EvmSender, SwapError>;
  readonly preview: SwapPreview;
  readonly timeoutMs: number;
  readonly runs: LatestRun;
  readonly run: number;
  readonly state: SwapRunState;
}

/**
 * A swap run of the Swap store (see SwapStore.swap): SWAP_INITIATED, the approve then swap transactions
 * (runSwap) with their hashes and the `swapping` step shown as they happen, balances refreshed through
 * `onSwapped`, and the end in `success` or `failed` with SWAP_SUCCESS / SWAP_ERROR (settleRun).
 */
export function startSwap(args: StartSwapArgs): ResultAsync<SwapTransactions, SwapError> {
  const { deps, preview, runs, run, state } = args;
  const properties = swapProperties(preview);
  const { track, swapApi, logger, chainReaders: readers, scheduler } = deps;
  track?.({ event: 'SWAP_INITIATED', properties });
  const result = args.sender
    .asyncAndThen((sender) =>
      runSwap({
        ...{ swapApi, sender, preview, readers, scheduler, timeoutMs: args.timeoutMs },
        onSent: (kind, hash) =>
          runs.apply(run, () => {
            state.transactions = { ...state.transactions, [kind]: hash };
          }),
        current: () => runs.isCurrent(run),
        onSwapReceipt: (receipt) =>
          runs.apply(run, () => {
            const { logs } = receipt;
            const router = preview.transaction.to;
            state.received = receivedFromReceipt({ logs, to: preview.to, account: sender.from, router });
          }),
        onSwapping: () =>
          runs.apply(run, () => {
            state.status = 'swapping';
          }),
      }),
    )
    .map(() => {
      deps.onSwapped();
      return state.transactions;
    });
  return settleRun(result, {
    ...{ runs, run, logger, name: 'swap', flow: state },
    report: (message) =>
      track?.(
        message === undefined
          ? { event: 'SWAP_SUCCESS', properties }
          : { event: 'SWAP_ERROR', properties: { ...properties, message } },
      ),
  });
}

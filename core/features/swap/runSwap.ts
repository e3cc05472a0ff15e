import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  ChainReaders,
  EvmTransactionRequest,
  Scheduler,
  SwapApi,
  TransactionReceipt,
} from '../../../ports/index.js';
import { aborted, type EvmSender, sendAndConfirm } from '../../lib/flowSteps/index.js';
import { approveSwap } from './approveSwap.js';
import type { SwapError, SwapPreview, SwapTransactions } from './types.js';

export interface RunSwapArgs {
  readonly swapApi: Pick<SwapApi, 'buildApprove' | 'buildTransaction'>;
  readonly sender: EvmSender;
  readonly preview: SwapPreview;
  readonly readers: ChainReaders;
  readonly scheduler: Scheduler;
  /** How long each receipt is waited for. */
  readonly timeoutMs: number;
  /** Told each transaction's hash as soon as the wallet sent it. */
  readonly onSent: (kind: keyof SwapTransactions, hash: `0x${string}`) => void;
  /** The swap was not cancelled meanwhile. */
  readonly current: () => boolean;
  /** Told the swap's mined receipt. */
  readonly onSwapReceipt?: (receipt: TransactionReceipt) => void;
  /** The approval (if any) is done: the swap transaction is next. */
  readonly onSwapping: () => void;
}

/**
 * The transactions of a previewed swap: the approval first when the allowance is short (approveSwap), then
 * the swap; the swap's hash once confirmed. REQUEST_ABORTED when the swap was cancelled between the two.
 */
export function runSwap(args: RunSwapArgs): ResultAsync<`0x${string}`, SwapError> {
  const { swapApi, sender, preview, current, readers, scheduler, timeoutMs } = args;
  const { signer, network } = sender;
  const send = (kind: keyof SwapTransactions) => (request: EvmTransactionRequest) =>
    sendAndConfirm({
      signer,
      request,
      network,
      readers,
      scheduler,
      timeoutMs,
      onSent: (hash) => args.onSent(kind, hash),
      ...(kind === 'swap' && args.onSwapReceipt !== undefined ? { onReceipt: args.onSwapReceipt } : {}),
    });
  const approved = preview.needsApproval
    ? approveSwap({ swapApi, sender, preview, current, send: send('approve') })
    : okAsync<EvmTransactionRequest, SwapError>(preview.transaction);
  return approved.andThen((request) => {
    if (!current()) return errAsync(aborted('the swap was cancelled'));
    args.onSwapping();
    return send('swap')(request);
  });
}

/** The analytics properties of a swap (SWAP_INITIATED, SWAP_SUCCESS, SWAP_ERROR). */
export const swapProperties = (preview: SwapPreview) => ({
  network: preview.network.caipNetworkId,
  swapFromToken: preview.from.symbol,
  swapToToken: preview.to.symbol,
  swapFromAmount: preview.fromAmount,
  swapToAmount: preview.toAmount,
  isSmartAccount: false,
});

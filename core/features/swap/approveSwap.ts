import { errAsync, ResultAsync } from 'neverthrow';
import type { EvmTransactionRequest, SwapApi } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';
import { aborted, type EvmSender } from '../../lib/flowSteps/index.js';
import { evmAddressOf } from './evmAddressOf.js';
import { mapSwapFailure } from './mapSwapFailure.js';
import { toSwapRequest } from './prepareSwap.js';
import type { SwapError, SwapPreview } from './types.js';

export interface ApproveSwapArgs {
  readonly swapApi: Pick<SwapApi, 'buildApprove' | 'buildTransaction'>;
  readonly sender: EvmSender;
  readonly preview: SwapPreview;
  /** Signs and confirms the approve transaction (see core/lib/flowSteps sendAndConfirm). */
  readonly send: (request: EvmTransactionRequest) => ResultAsync<`0x${string}`, SwapError>;
  /** The swap was not cancelled meanwhile. */
  readonly current: () => boolean;
}

const call = <T>(fn: () => Promise<T>) => ResultAsync.fromPromise(Promise.resolve().then(fn), mapSwapFailure);

/**
 * The approval step of a swap whose allowance is short: the approve calldata (POST build-approve) sent to the
 * contract of the token being spent (CONTRACTS §1) and confirmed, then the swap transaction built again
 * (the server can estimate it now). REQUEST_ABORTED when the swap was cancelled meanwhile.
 */
export function approveSwap(args: ApproveSwapArgs): ResultAsync<EvmTransactionRequest, SwapError> {
  const { swapApi, sender, preview } = args;
  const { from, to, fromUnits } = preview;
  const amount = fromUnits.toString();
  return evmAddressOf(from.address, 'from token')
    .asyncAndThen((contract) =>
      call(() => swapApi.buildApprove({ from: from.address, to: to.address, amount })).map(({ tx }) => ({
        contract,
        tx,
      })),
    )
    .andThen(({ contract, tx }) => {
      if (typeof tx?.data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(tx.data)) {
        return errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'approve tx.data' }));
      }
      return args.send({ from: sender.from, to: contract, data: tx.data });
    })
    .andThen(() => {
      if (!args.current()) return errAsync(aborted('the swap was cancelled'));
      const userAddress = `${sender.network.caipNetworkId}:${sender.from}` as const;
      const eip155 = { slippage: preview.slippage };
      return call(() =>
        swapApi.buildTransaction({ amount, from: from.address, to: to.address, userAddress, eip155 }),
      ).andThen(({ tx }) => toSwapRequest(tx, sender.from, from).map((built) => built.request));
    });
}

import { useMemo, useState } from 'react';
import {
  type HostTransactionRequest,
  type SendTransactionError,
  type SentTransaction,
  sendTransaction,
} from '../../core/kernel/hostActions/index.js';
import type { TransactionReceipt } from '../../ports/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { hostActionDeps } from './hostActionDeps.js';
import { type LatchActionState, useHostAction } from './useHostAction.js';

export type {
  HostTransactionRequest,
  SendTransactionError,
  SentTransaction,
} from '../../core/kernel/hostActions/index.js';
export type { TransactionReceipt } from '../../ports/index.js';

export interface LatchSendTransaction
  extends Omit<LatchActionState<SentTransaction, SendTransactionError>, 'data'> {
  /**
   * Asks the connected wallet to send `request` on the active network (`from` defaults to the account), then waits
   * for it to be mined: gives the hash and the receipt, or a catalogue error — USER_REJECTED when the user said no,
   * ACCOUNT_NOT_FOUND when no wallet is connected, CHAIN_NOT_SUPPORTED / UNSUPPORTED_CHAIN for a network it cannot
   * send on, the node's refusal (INSUFFICIENT_FUNDS, …), EXECUTION_REVERTED_UNKNOWN when it reverted, RPC_TIMEOUT
   * when no receipt came within 120 s. A call while one is pending gets that one's result: the wallet is asked once.
   */
  send(request: HostTransactionRequest): ReturnType<typeof sendTransaction>;
  /** The hash of the last sent transaction, as soon as the wallet gives it (before it is mined). */
  readonly hash: `0x${string}` | undefined;
  /** Sent and waiting to be mined: `hash` is known, `receipt` not yet. */
  readonly isConfirming: boolean;
  /** The last sent transaction's receipt once mined (status, block number, logs). */
  readonly receipt: TransactionReceipt | undefined;
  /** Back to idle (not while pending). */
  reset(): void;
}

/**
 * Sends an EVM transaction through the connected wallet and follows it until mined: `send`, its `status` (success
 * once mined), the `hash` as soon as sent, the `receipt` and a typed `error`.
 */
export const useLatchSendTransaction = (): LatchSendTransaction => {
  const context = useLatchContext();
  const deps = useMemo(() => hostActionDeps(context), [context]);
  const [sent, setSent] = useState<`0x${string}` | undefined>(undefined);
  const { data, start, reset, ...state } = useHostAction((request: HostTransactionRequest) => {
    setSent(undefined);
    return sendTransaction(deps, request, setSent);
  });
  const hash = data?.hash ?? (state.status === 'idle' ? undefined : sent);
  return {
    ...state,
    hash,
    isConfirming: state.isPending && hash !== undefined,
    receipt: data?.receipt,
    send: start,
    reset,
  };
};

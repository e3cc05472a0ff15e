import { useMemo } from 'react';
import {
  type HostTransactionRequest,
  type SendTransactionError,
  sendTransaction,
} from '../../core/hostActions/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { hostActionDeps } from './hostActionDeps.js';
import { type LatchActionState, useHostAction } from './useHostAction.js';

export type { HostTransactionRequest, SendTransactionError } from '../../core/hostActions/index.js';

export interface LatchSendTransaction
  extends Omit<LatchActionState<`0x${string}`, SendTransactionError>, 'data'> {
  /**
   * Asks the connected wallet to send `request` on the active network (`from` defaults to the account) and gives
   * the transaction's hash, or a catalogue error: USER_REJECTED when the user said no, ACCOUNT_NOT_FOUND when no
   * wallet is connected, CHAIN_NOT_SUPPORTED / UNSUPPORTED_CHAIN for a network it cannot send on, the node's
   * refusal (INSUFFICIENT_FUNDS, …). A call while one is pending gets that one's result: the wallet is asked once.
   */
  send(request: HostTransactionRequest): ReturnType<typeof sendTransaction>;
  /** The hash of the last sent transaction. */
  readonly hash: `0x${string}` | undefined;
  /** Back to idle (not while pending). */
  reset(): void;
}

/** Sends an EVM transaction through the connected wallet: `send`, its `status`, the `hash` and a typed `error`. */
export const useLatchSendTransaction = (): LatchSendTransaction => {
  const context = useLatchContext();
  const deps = useMemo(() => hostActionDeps(context), [context]);
  const { data, start, ...state } = useHostAction((request: HostTransactionRequest) =>
    sendTransaction(deps, request),
  );
  return { ...state, hash: data, send: start };
};

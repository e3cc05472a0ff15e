import { useMemo } from 'react';
import { type HostMessage, type SignMessageError, signMessage } from '../../core/kernel/hostActions/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { hostActionDeps } from './hostActionDeps.js';
import { type LatchActionState, useHostAction } from './useHostAction.js';

export type { HostMessage, SignMessageError } from '../../core/kernel/hostActions/index.js';

export interface LatchSignMessage extends Omit<LatchActionState<string, SignMessageError>, 'data'> {
  /**
   * Asks the connected wallet to sign `message` with the active account (`personal_sign` on eip155, `signMessage`
   * on solana) and gives the signature, or a catalogue error: USER_REJECTED when the user said no,
   * ACCOUNT_NOT_FOUND when no wallet is connected. A call while one is pending gets that one's result.
   */
  sign(message: HostMessage): ReturnType<typeof signMessage>;
  /** The last signature. */
  readonly signature: string | undefined;
  /** Back to idle (not while pending). */
  reset(): void;
}

/** Signs a message with the connected account: `sign`, its `status`, the `signature` and a typed `error`. */
export const useLatchSignMessage = (): LatchSignMessage => {
  const context = useLatchContext();
  const deps = useMemo(() => hostActionDeps(context), [context]);
  const { data, start, ...state } = useHostAction((message: HostMessage) => signMessage(deps, message));
  return { ...state, signature: data, sign: start };
};

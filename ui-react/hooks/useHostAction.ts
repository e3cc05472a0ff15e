import { ResultAsync } from 'neverthrow';
import { useCallback, useRef, useState } from 'react';

/** Where a host action is: not started (or reset), waiting for the wallet, done, or failed with `error`. */
export type LatchActionStatus = 'idle' | 'pending' | 'success' | 'error';

/** A host action's state as a hook gives it: `data` on success, `error` (a catalogue error) on failure. */
export interface LatchActionState<T, E> {
  readonly status: LatchActionStatus;
  readonly isPending: boolean;
  readonly data: T | undefined;
  readonly error: E | undefined;
}

const IDLE = { status: 'idle', isPending: false, data: undefined, error: undefined } as const;

/**
 * Runs a core action and follows it: one run at a time per component — a call while one is pending (a double
 * click) gets that run's result and asks the wallet nothing more. `reset` goes back to idle (not while pending).
 */
export const useHostAction = <A, T, E>(
  run: (argument: A) => ResultAsync<T, E>,
): LatchActionState<T, E> & {
  start(argument: A): ResultAsync<T, E>;
  reset(): void;
} => {
  const [state, setState] = useState<LatchActionState<T, E>>(IDLE);
  const latest = useRef(run);
  latest.current = run;
  const pending = useRef<ResultAsync<T, E> | undefined>(undefined);
  const start = useCallback((argument: A): ResultAsync<T, E> => {
    if (pending.current !== undefined) return pending.current;
    setState({ status: 'pending', isPending: true, data: undefined, error: undefined });
    const settled = new ResultAsync<T, E>(
      Promise.resolve(latest.current(argument)).then((result) => {
        pending.current = undefined;
        setState(
          result.isOk()
            ? { status: 'success', isPending: false, data: result.value, error: undefined }
            : { status: 'error', isPending: false, data: undefined, error: result.error },
        );
        return result;
      }),
    );
    pending.current = settled;
    return settled;
  }, []);
  const reset = useCallback(() => {
    if (pending.current === undefined) setState(IDLE);
  }, []);
  return { ...state, start, reset };
};

import { runInAction } from 'mobx';
import { onrampError } from '../../lib/errors/index.js';
import type { ScheduledTasks } from '../../lib/flowSteps/index.js';
import { compareDecimal } from '../../lib/format/index.js';
import { balanceRise } from './balanceRise.js';
import type { OnrampError, OnrampPurchase, OnrampStatus } from './types.js';

export interface WatchPurchaseArgs {
  readonly tasks: ScheduledTasks;
  readonly pollMs: number;
  readonly timeoutMs: number;
  /** The balance before the hand-off, when it could be read. */
  readonly startBalance: string | undefined;
  /** Reads the bought token's balance (undefined when it cannot be read now). */
  readonly read: () => Promise<string | undefined>;
  /** The purchase is still the one watched (no cancel or new hand-off since). */
  readonly current: () => boolean;
  /** The first balance read, when there was none before the hand-off: the baseline. */
  readonly onBaseline: (balance: string) => void;
  /** The balance rose by `received` (exact decimal): the purchase arrived. */
  readonly onArrived: (received: string) => void;
  /** Nothing arrived within `timeoutMs`. */
  readonly onTimeout: () => void;
}

/**
 * Watches a handed-out purchase: the balance is read every `pollMs` (one read at a time), and the purchase
 * arrived as soon as it rose at all above the start (a placeholder quote has no amount to wait for, and a real
 * provider may deliver slightly off the quote); after `timeoutMs` it has not. Stopped through `tasks`.
 */
export function watchPurchase(args: WatchPurchaseArgs): void {
  let start = args.startBalance;
  let reading = false;
  const poll = async () => {
    if (reading) return;
    reading = true;
    const balance = await Promise.resolve()
      .then(args.read)
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
    if (!args.current() || balance === undefined) return;
    if (start === undefined) {
      start = balance;
      args.onBaseline(balance);
      return;
    }
    const rise = balanceRise(start, balance);
    if (rise.isOk() && compareDecimal(rise.value, '0').unwrapOr(0) === 1) args.onArrived(rise.value);
  };
  args.tasks.repeat(() => void poll(), args.pollMs);
  args.tasks.after(() => {
    if (args.current()) args.onTimeout();
  }, args.timeoutMs);
}

/** The part of the On-ramp store a watched purchase changes. */
export interface WatchedPurchaseState {
  status: OnrampStatus;
  error: OnrampError | undefined;
  purchase: OnrampPurchase | undefined;
}

/**
 * Watches the purchase the On-ramp store handed out (see watchPurchase): the baseline and the amount received
 * go into `state.purchase`; it ends in 'success' (then `onPurchased`) or 'failed' with ONRAMP_PURCHASE_TIMEOUT,
 * `stop` ending the watch first.
 */
export function watchHandOff(
  args: Pick<WatchPurchaseArgs, 'tasks' | 'pollMs' | 'timeoutMs' | 'startBalance' | 'read' | 'current'> & {
    readonly state: WatchedPurchaseState;
    readonly stop: () => void;
    readonly onPurchased?: (() => void) | undefined;
  },
): void {
  const { state, stop, timeoutMs } = args;
  watchPurchase({
    ...args,
    onBaseline: (balance) =>
      runInAction(() => {
        if (state.purchase !== undefined) state.purchase = { ...state.purchase, startBalance: balance };
      }),
    onArrived: (received) => {
      stop();
      runInAction(() => {
        if (state.purchase !== undefined) state.purchase = { ...state.purchase, received };
        state.status = 'success';
      });
      args.onPurchased?.();
    },
    onTimeout: () => {
      stop();
      runInAction(() => {
        state.status = 'failed';
        state.error = onrampError('ONRAMP_PURCHASE_TIMEOUT', { details: `no funds after ${timeoutMs} ms` });
      });
    },
  });
}

import { runInAction } from 'mobx';
import { onrampError } from '../../lib/errors/index.js';
import type { ScheduledTasks } from '../../lib/flowSteps/index.js';
import { compareDecimal } from '../../lib/format/index.js';
import { balanceRise } from './balanceRise.js';
import { ONRAMP_PENDING_TIMEOUT_MS, ONRAMP_POLL_INTERVAL_MS } from './constants.js';
import type { OnrampError, OnrampPurchase, OnrampStoreOptions } from './types.js';

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

/**
 * Watches the purchase the On-ramp store handed out (see watchPurchase), telling the store (in one MobX action
 * each, while the purchase is the one watched) the purchase with its baseline, then with the amount received
 * (`stop` ending the watch first, then `onPurchased`), or ONRAMP_PURCHASE_TIMEOUT. It writes no state of the store.
 */
export function watchHandOff(
  args: Pick<WatchPurchaseArgs, 'tasks' | 'read' | 'current'> & {
    /** The store's options: the poll interval and the time-out (default ONRAMP_POLL_INTERVAL_MS / _PENDING_TIMEOUT_MS). */
    readonly options: Pick<OnrampStoreOptions, 'pollIntervalMs' | 'pendingTimeoutMs'>;
    /** The purchase handed out (its `startBalance`, when read before the hand-off). */
    readonly purchase: OnrampPurchase;
    readonly stop: () => void;
    readonly onPurchased?: (() => void) | undefined;
    /** The first balance read became the purchase's baseline. */
    readonly onBaselined: (purchase: OnrampPurchase) => void;
    /** The purchase arrived (`received` set): 'success'. */
    readonly onReceived: (purchase: OnrampPurchase) => void;
    /** Nothing arrived in time: 'failed' with this error. */
    readonly onTimedOut: (error: OnrampError) => void;
  },
): void {
  const { stop, options } = args;
  const timeoutMs = options.pendingTimeoutMs ?? ONRAMP_PENDING_TIMEOUT_MS;
  let purchase = args.purchase;
  watchPurchase({
    ...args,
    pollMs: options.pollIntervalMs ?? ONRAMP_POLL_INTERVAL_MS,
    timeoutMs,
    startBalance: purchase.startBalance,
    onBaseline: (balance) => {
      purchase = { ...purchase, startBalance: balance };
      runInAction(() => args.onBaselined(purchase));
    },
    onArrived: (received) => {
      stop();
      purchase = { ...purchase, received };
      runInAction(() => args.onReceived(purchase));
      args.onPurchased?.();
    },
    onTimeout: () => {
      stop();
      const error = onrampError('ONRAMP_PURCHASE_TIMEOUT', { details: `no funds after ${timeoutMs} ms` });
      runInAction(() => args.onTimedOut(error));
    },
  });
}

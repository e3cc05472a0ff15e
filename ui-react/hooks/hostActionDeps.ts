import type { HostActionDeps } from '../../core/kernel/hostActions/index.js';
import type { LatchContextValue } from '../context/LatchContext.js';

/**
 * What the core's host actions read: the provider's account store, the core's live wallet sessions and its wait
 * for a receipt.
 */
export const hostActionDeps = ({
  latch,
  account,
}: Pick<LatchContextValue, 'latch' | 'account'>): HostActionDeps => ({
  account,
  session: (namespace) => latch.connection.session(namespace),
  waitForReceipt: (args) => latch.waitForTransaction(args),
});

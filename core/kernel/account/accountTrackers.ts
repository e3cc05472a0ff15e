import type { Cancel } from '../../../ports/index.js';
import { type AccountCaches, createAccountCaches } from './createAccountCaches.js';
import { createSupportedChainsCheck } from './createSupportedChainsCheck.js';
import { type IdentityTarget, IdentityTracker } from './IdentityTracker.js';
import { NativeBalanceTracker } from './NativeBalanceTracker.js';
import type { BalanceTarget } from './resolveBalanceTarget.js';
import type { AccountStoreDeps } from './types.js';

/** What the trackers read of the account store: its ports and its current targets (observable getters). */
export interface AccountTrackersDeps
  extends Pick<
    AccountStoreDeps,
    'chainReaders' | 'identityApi' | 'namesApi' | 'chainsApi' | 'storage' | 'clock' | 'logger'
  > {
  readonly balanceTarget: () => BalanceTarget;
  readonly identityTarget: () => IdentityTarget | undefined;
}

/** The native balance and identity of the active account, with their persisted caches. */
export interface AccountTrackers {
  readonly balance: NativeBalanceTracker;
  readonly identity: IdentityTracker;
  readonly caches: AccountCaches;
  /** Reads and follows the balance and identity, and persists the caches, until the returned function is called. */
  start(): Cancel;
}

/**
 * Builds the account's balance and identity trackers over their caches (SPEC §3). Its own chunk: the account
 * store fetches it once an account is connected (see createLazyAccountTrackers).
 */
export function createAccountTrackers(deps: AccountTrackersDeps): AccountTrackers {
  const { logger } = deps;
  const caches = createAccountCaches(deps.clock, deps.storage);
  const balance = new NativeBalanceTracker({
    target: deps.balanceTarget,
    cache: caches.nativeBalance,
    readers: deps.chainReaders,
    logger,
  });
  const identity = new IdentityTracker({
    target: deps.identityTarget,
    cache: caches.identity,
    identityApi: deps.identityApi,
    namesApi: deps.namesApi,
    isSupported: createSupportedChainsCheck(deps),
    logger,
  });
  return {
    balance,
    identity,
    caches,
    start: () => {
      const stops = [balance.start(), identity.start(), caches.autoPersist()];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

import type { ConnectorDiscovery, Scheduler } from '../../../ports/index.js';

/**
 * Settles once every id of `storedIds` is listed by `discovery`, or the discovery's `ready()` has settled (the
 * wallets on the page are all listed: a stored one missing is gone), or after `ms` — whichever comes first.
 * At once when nothing is missing. Leaves no listener or timer behind.
 */
export function waitForStoredConnectors(
  discovery: ConnectorDiscovery,
  storedIds: readonly string[],
  ms: number,
  scheduler: Scheduler,
): Promise<void> {
  const missing = () => storedIds.some((id) => !discovery.list().some((item) => item.info.id === id));
  if (!missing()) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    let stop: () => void = () => undefined;
    let cancel: () => void = () => undefined;
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      cancel();
      resolve();
    };
    stop = discovery.subscribe(() => {
      if (!missing()) finish();
    });
    cancel = scheduler.setTimeout(finish, ms);
    discovery.ready?.().then(finish, finish);
  });
}

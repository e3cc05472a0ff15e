import type {
  ChainNamespace,
  ConnectorDiscovery,
  Network,
  Scheduler,
  WalletConnector,
} from '../../../ports/index.js';
import { STORED_CONNECTOR_WAIT_MS } from './constants.js';

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

/**
 * SPEC §3's stored connector of each namespace of `networks` is tried first on reconnect, as on the page it was
 * connected in: a discovery that lists it late (the Wallet Standard's, whose code is fetched on demand) is
 * waited for (see waitForStoredConnectors), STORED_CONNECTOR_WAIT_MS at most. A fixed list is not waited for.
 */
export function waitForStoredOf(args: {
  readonly source: ConnectorDiscovery | readonly WalletConnector[];
  readonly networks: readonly Network[];
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>;
  readonly scheduler: Scheduler;
}): Promise<void> {
  const { source } = args;
  if (!('subscribe' in source)) return Promise.resolve();
  const namespaces = new Set(args.networks.map((network) => network.chainNamespace));
  const ids = [...namespaces].flatMap((namespace) => args.connectorIds[namespace] ?? []);
  return waitForStoredConnectors(source, ids, STORED_CONNECTOR_WAIT_MS, args.scheduler);
}

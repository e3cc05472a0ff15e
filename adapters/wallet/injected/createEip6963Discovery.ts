import type {
  ConnectorDiscovery,
  ConnectorInfo,
  Unsubscribe,
  WalletConnector,
} from '../../../ports/index.js';
// The connectors' code (viem's checksum, the session) is fetched by their first use, not with the page.
import { createLazyEip1193Connector } from './createLazyEip1193Connector.js';
import {
  EIP6963_ANNOUNCE,
  EIP6963_REQUEST,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  isEip1193Provider,
  isRecord,
  parseEip6963Detail,
} from './eip1193.js';

/** The event target announcements arrive on (a browser window); `ethereum` is the legacy provider. */
export type DiscoveryWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export interface Eip6963DiscoveryOptions {
  /** Default: the global `window`, read when `start()` runs (nothing is touched at import or creation). */
  readonly window?: DiscoveryWindow;
}

export interface Eip6963Discovery extends ConnectorDiscovery {
  /** Listens for announcements, asks wallets to announce themselves and looks for a legacy provider. */
  start(): void;
  /** Stops listening; the connectors found so far stay listed. */
  stop(): void;
}

/** The generic connector for a `window.ethereum` no announcement covers. */
export const LEGACY_INJECTED_INFO: ConnectorInfo = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  namespace: 'eip155',
};
/** MetaMask's legacy signal that `window.ethereum` was injected late. */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';
/** EIP-6963 icons are data URIs; anything else would make the modal fetch a remote image. */
const DATA_IMAGE = /^data:image\//;

const announcedInfo = ({ info }: Eip6963ProviderDetail): ConnectorInfo => ({
  id: info.rdns,
  name: info.name,
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: info.rdns,
  ...(DATA_IMAGE.test(info.icon) ? { imageUrl: info.icon } : {}),
});

const globalWindow = (): DiscoveryWindow | undefined => (typeof window === 'undefined' ? undefined : window);

const legacyProvider = (target: DiscoveryWindow): Eip1193Provider | undefined => {
  const ethereum: unknown = 'ethereum' in target ? target.ethereum : undefined;
  return isEip1193Provider(ethereum) ? ethereum : undefined;
};

/**
 * ConnectorDiscovery over EIP-6963: one ANNOUNCED connector per announced wallet (id = rdns), kept by
 * `info.uuid`; a later announcement with a uuid or rdns already listed is ignored. A legacy
 * `window.ethereum` that no announcement covers becomes the generic 'Browser Wallet' INJECTED connector
 * (removed again if its wallet announces itself late). Subscribers hear every change of the list.
 */
export function createEip6963Discovery(options: Eip6963DiscoveryOptions = {}): Eip6963Discovery {
  const announced = new Map<string, { detail: Eip6963ProviderDetail; connector: WalletConnector }>();
  const listeners = new Set<(connectors: readonly WalletConnector[]) => void>();
  let legacy: { provider: Eip1193Provider; connector: WalletConnector } | undefined;
  let connectors: readonly WalletConnector[] = [];
  let target: DiscoveryWindow | undefined;

  const legacyConnector = (): WalletConnector[] => {
    const provider = target === undefined ? undefined : legacyProvider(target);
    if (provider === undefined) return [];
    if ([...announced.values()].some(({ detail }) => detail.provider === provider)) return [];
    if (legacy?.provider !== provider) {
      legacy = { provider, connector: createLazyEip1193Connector(LEGACY_INJECTED_INFO, provider) };
    }
    return [legacy.connector];
  };

  const refresh = () => {
    const next = [...[...announced.values()].map(({ connector }) => connector), ...legacyConnector()];
    const changed =
      next.length !== connectors.length || next.some((item, index) => item !== connectors[index]);
    if (!changed) return;
    connectors = next;
    for (const listener of [...listeners]) listener(connectors);
  };

  const onAnnounce = (event: Event) => {
    const detail = parseEip6963Detail(isRecord(event) && 'detail' in event ? event.detail : undefined);
    if (detail === undefined || announced.has(detail.info.uuid)) return;
    if ([...announced.values()].some((entry) => entry.detail.info.rdns === detail.info.rdns)) return;
    const connector = createLazyEip1193Connector(announcedInfo(detail), detail.provider);
    announced.set(detail.info.uuid, { detail, connector });
    refresh();
  };

  return {
    list: () => connectors,
    subscribe(listener): Unsubscribe {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (target !== undefined) return;
      target = options.window ?? globalWindow();
      if (target === undefined) return;
      target.addEventListener(EIP6963_ANNOUNCE, onAnnounce);
      target.addEventListener(ETHEREUM_INITIALIZED, refresh);
      target.dispatchEvent(new Event(EIP6963_REQUEST));
      refresh();
    },
    stop() {
      target?.removeEventListener(EIP6963_ANNOUNCE, onAnnounce);
      target?.removeEventListener(ETHEREUM_INITIALIZED, refresh);
      target = undefined;
    },
  };
}

import { latchError } from '../../../core/lib/errors/index.js';
import { later, loadOnce } from '../../../core/lib/lazy/index.js';
import type {
  EmbeddedWalletFrame,
  FrameEvent,
  IdSource,
  KeyValueStorage,
  Logger,
  Scheduler,
  WalletConnector,
  WalletEvents,
} from '../../../ports/index.js';
import { createEventHub } from '../injected/createEventHub.js';
import { EMBEDDED_CONNECTOR_INFO, EMBEDDED_SESSION_KEY } from './embeddedInfo.js';
import type { FrameDom } from './frameDom.js';

type EmbeddedModule = typeof import('./index.js');

export interface LazyEmbeddedOptions {
  readonly walletServiceUrl: string;
  readonly projectId: string;
  readonly version: string;
  /** The chain the frame page loads with: the active network's id when it is first needed. */
  readonly chainId: () => string | number;
  readonly scheduler: Scheduler;
  readonly ids: IdSource;
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  /** The modal's theme, synced to the frame (its approval panel). */
  readonly themeMode?: () => 'dark' | 'light';
  /** The host's theme overrides, synced to the frame's approval panel (accent, font family, radius master). */
  readonly themeVariables?: () => Readonly<Record<string, string | number>>;
  /** The page's DOM (tests pass a fake); default the browser's. */
  readonly dom?: () => FrameDom;
  /** Loads the frame bridge and connector code (default: a dynamic import, its own chunk). */
  readonly load?: () => Promise<EmbeddedModule>;
}

/** The embedded wallet as the composition root binds it: the frame port and the AUTH connector. */
export interface LazyEmbedded {
  readonly frame: EmbeddedWalletFrame;
  readonly connector: WalletConnector;
  /** The theme changed: a loaded frame gets it (nothing is loaded for it). */
  syncTheme(): void;
  dispose(): void;
}

/**
 * The embedded wallet, loaded on demand: the frame bridge and the connector are in a chunk of their own, fetched by
 * the first frame request (the e-mail field was used) or by a reconnect when this page had an embedded session
 * (a host-page marker, checked without loading anything). Until then nothing is fetched and no iframe exists.
 */
export function createLazyEmbedded(options: LazyEmbeddedOptions): LazyEmbedded {
  const frameEvents = createEventHub<{ event: FrameEvent }>();
  const connectorEvents = createEventHub<WalletEvents>();
  let disposed = false;
  const code = loadOnce(() =>
    (options.load ?? (() => import('./index.js')))().then(
      (module) => {
        // Disposed while the chunk was on its way: nothing is mounted, what waited for it is aborted.
        if (disposed) throw latchError('REQUEST_ABORTED');
        const bridge = module.createFrameBridge({
          walletServiceUrl: options.walletServiceUrl,
          projectId: options.projectId,
          chainId: options.chainId,
          version: options.version,
          scheduler: options.scheduler,
          ids: options.ids,
          dom: options.dom?.() ?? module.createBrowserFrameDom(),
          ...(options.logger === undefined ? {} : { logger: options.logger }),
          ...(options.themeMode === undefined ? {} : { themeMode: options.themeMode }),
          ...(options.themeVariables === undefined ? {} : { themeVariables: options.themeVariables }),
        });
        bridge.onEvent((event) => frameEvents.emit('event', event));
        // The connector emits on this wrapper's hub: listeners added before the code arrived hear it.
        const connector = module.createEmbeddedConnector({
          frame: bridge,
          storage: options.storage,
          events: connectorEvents,
          ...(options.logger === undefined ? {} : { logger: options.logger }),
        });
        return { bridge, connector };
      },
      (cause: unknown) => {
        throw latchError('FRAME_DEPENDENCY_LOAD_FAILED', { cause });
      },
    ),
  );
  /** The bridge and connector, once loaded and until disposed. */
  const built = () => (disposed ? undefined : code.now());
  // A disposed wallet loads nothing again and mounts nothing: its calls are refused.
  const load = () => (disposed ? Promise.reject(latchError('REQUEST_ABORTED')) : code());

  return {
    frame: {
      ...later(() => load().then((loaded) => loaded.bridge), ['request']),
      onEvent: (listener) => frameEvents.on('event', listener),
      abortSigningRequests: () => built()?.bridge.abortSigningRequests(),
    },
    connector: {
      info: EMBEDDED_CONNECTOR_INFO,
      ...later(() => load().then((loaded) => loaded.connector), ['connect']),
      async reconnect(params) {
        if ((await options.storage.getItem(EMBEDDED_SESSION_KEY)) === undefined) return undefined;
        return (await load()).connector.reconnect(params);
      },
      async disconnect() {
        const loaded = built();
        if (loaded !== undefined) await loaded.connector.disconnect();
        else await options.storage.removeItem(EMBEDDED_SESSION_KEY);
      },
      on: (event, listener) => connectorEvents.on(event, listener),
    },
    syncTheme() {
      built()?.bridge.syncTheme();
    },
    /**
     * Rejects what is pending ('Request was aborted'), removes the iframe and forgets every listener of the frame's
     * and the connector's events; a chunk still on its way mounts nothing, and later calls are refused.
     */
    dispose() {
      built()?.bridge.dispose();
      disposed = true;
      frameEvents.clear();
      connectorEvents.clear();
    },
  };
}

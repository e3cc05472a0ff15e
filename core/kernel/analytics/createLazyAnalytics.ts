import { loadOnce } from '../../lib/lazy/index.js';
import type {
  Analytics,
  AnalyticsDeps,
  AnalyticsOptions,
  AnalyticsQuery,
  AnalyticsService,
  ErrorContext,
} from './AnalyticsService.js';
import { DEFAULT_SDK_VERSION } from './constants.js';
import type { AnalyticsEvent } from './events.js';

type AnalyticsClass = typeof AnalyticsService;

/** Fetches the service's code (its own chunk: AnalyticsService and its helpers). */
export const loadAnalyticsService = (): Promise<AnalyticsClass> =>
  import('./AnalyticsService.js').then((module) => module.AnalyticsService);

/** An event tracked before the service's code arrived, with what the service reads when it tracks one. */
type Pending = { readonly at: number; readonly address: string | undefined } & (
  | { readonly kind: 'track'; readonly event: AnalyticsEvent }
  | { readonly kind: 'error'; readonly error: unknown; readonly context: ErrorContext | undefined }
);

/**
 * The analytics of one core (AnalyticsService) without its code in the page's first chunk: the first event it
 * would send fetches the code and builds the service, once. Events tracked before it arrives wait, in order, with
 * the time and the address of their moment, and are then sent as if tracked then (the envelope's timestamp, the
 * error cap's window and `address` are theirs, not the flush's). Nothing is fetched while disabled, nor for
 * MODAL_CREATED, which the service never sends. Analytics never breaks the product: code that cannot be fetched
 * drops the waiting events with a warn, and the next event fetches it again.
 */
export function createLazyAnalytics(
  deps: AnalyticsDeps,
  options: AnalyticsOptions,
  load: () => Promise<AnalyticsClass> = loadAnalyticsService,
): Analytics {
  let enabled = options.enabled;
  let real: AnalyticsService | undefined;
  let queue: Pending[] = [];
  /** The waiting event being sent: the service reads its time and address from it instead of now. */
  let replaying: Pending | undefined;
  const query: AnalyticsQuery = {
    projectId: options.projectId,
    st: options.sdkType,
    sv: options.sdkVersion ?? DEFAULT_SDK_VERSION,
  };

  const send = (service: AnalyticsService, entry: Pending): void => {
    replaying = entry;
    try {
      if (entry.kind === 'track') service.track(entry.event);
      else service.trackError(entry.error, entry.context);
    } catch (cause) {
      deps.logger.warn('analytics: a waiting event was dropped', { cause });
    } finally {
      replaying = undefined;
    }
  };
  const build = (Service: AnalyticsClass): void => {
    // Built enabled so the waiting events (tracked while enabled) are sent, then it follows the current setting.
    const service = new Service(
      {
        ...deps,
        clock: { now: () => (replaying === undefined ? deps.clock.now() : replaying.at) },
        getAddress: () => (replaying === undefined ? deps.getAddress() : replaying.address),
      },
      { ...options, enabled: true },
    );
    real = service;
    const waiting = queue;
    queue = [];
    for (const entry of waiting) send(service, entry);
    service.setEnabled(enabled);
  };
  const service = loadOnce(() => load().then(build));
  const wait = (entry: Pending): void => {
    queue.push(entry);
    // Events wait only while the code is on its way: the first of them fetches it.
    if (queue.length > 1) return;
    service()
      .catch((cause: unknown) => {
        const dropped = queue.length;
        queue = [];
        deps.logger.warn('analytics: code not loaded; events dropped', { cause, dropped });
      })
      .catch(() => undefined); // a throwing logger must not surface either
  };
  const now = () => ({ at: deps.clock.now(), address: deps.getAddress() });

  return {
    get enabled() {
      return enabled;
    },
    setEnabled(value) {
      enabled = value;
      real?.setEnabled(value);
    },
    get query() {
      return query;
    },
    track(event) {
      if (real !== undefined) return real.track(event);
      if (!enabled || event.event === 'MODAL_CREATED') return;
      wait({ kind: 'track', event, ...now() });
    },
    trackError(error, context) {
      if (real !== undefined) return real.trackError(error, context);
      if (!enabled) return;
      wait({ kind: 'error', error, context, ...now() });
    },
    async flush() {
      if (queue.length > 0) await service().catch(() => undefined);
      await real?.flush();
    },
  };
}

import type {
  AnalyticsEnvelope,
  AnalyticsSink,
  Clock,
  IdSource,
  Logger,
  Platform,
} from '../../../ports/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { buildEnvelope } from './buildEnvelope.js';
import {
  DEFAULT_ERROR_EVENT,
  DEFAULT_SDK_VERSION,
  ERROR_TELEMETRY_LIMIT,
  ERROR_TELEMETRY_WINDOW_MS,
} from './constants.js';
import { createRollingWindowLimiter, type RollingWindowLimiter } from './createRollingWindowLimiter.js';
import { describeError } from './describeError.js';
import type { AnalyticsEvent } from './events.js';
import { isForbiddenFailure } from './isForbiddenFailure.js';

export type AnalyticsScalar = string | number | boolean;

export interface AnalyticsDeps {
  readonly sink: AnalyticsSink;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly platform: Platform;
  readonly logger: Logger;
  /** The connected address right now, if any; read at every event. */
  readonly getAddress: () => string | undefined;
  /** Receives 'Invalid App Configuration' once, the first time the sink answers 403 (SPEC §8). */
  readonly onAlert?: (alert: LatchError<'INVALID_APP_CONFIGURATION'>) => void;
}

export interface AnalyticsOptions {
  /** features.analytics */
  readonly enabled: boolean;
  readonly projectId: string;
  /** `st` query parameter. */
  readonly sdkType: string;
  /** `sv` query parameter; DEFAULT_SDK_VERSION when omitted. */
  readonly sdkVersion?: string;
}

/** Query parameters of POST /e (SPEC §7), for the sink adapter. */
export interface AnalyticsQuery {
  readonly projectId: string;
  readonly st: string;
  readonly sv: string;
}

export interface ErrorContext {
  /** Event name; INTERNAL_SDK_ERROR when omitted. */
  readonly event?: string;
  /** Extra flat properties (where it happened); the envelope's own keys win over them. */
  readonly properties?: Readonly<Record<string, AnalyticsScalar>>;
}

/**
 * What the core, the flows and the views use of analytics: the service itself (AnalyticsService) and the core's
 * lazy facade (createLazyAnalytics), whose code is fetched with the first event it sends, both satisfy it.
 */
export interface Analytics {
  /** features.analytics */
  readonly enabled: boolean;
  /** Follows features.analytics when the host updates its options. */
  setEnabled(enabled: boolean): void;
  /** Query parameters the sink adapter appends to POST /e. */
  readonly query: AnalyticsQuery;
  /** Tracks a product event; returns at once. */
  track(event: AnalyticsEvent): void;
  /** Reports an error (rate-limited); returns at once. */
  trackError(error: unknown, context?: ErrorContext): void;
  /** Resolves once every send started so far has settled (for tests and page unload). */
  flush(): Promise<void>;
}

/**
 * Sends product events and error telemetry to the analytics sink (SPEC §7).
 *
 * - Nothing is sent while disabled, and MODAL_CREATED is never sent.
 * - Every envelope's props carry the current address (`address`, absent when disconnected).
 * - Error telemetry is capped at ERROR_TELEMETRY_LIMIT envelopes per rolling ERROR_TELEMETRY_WINDOW_MS,
 *   independently of product events; errors over the cap are dropped, not queued.
 * - Sends are fire-and-forget: sink failures are logged, never thrown; `flush()` awaits them.
 * - The first 403 from the sink raises 'Invalid App Configuration' through `onAlert`, once per service.
 */
export class AnalyticsService implements Analytics {
  readonly #deps: AnalyticsDeps;
  readonly #query: AnalyticsQuery;
  readonly #errorLimiter: RollingWindowLimiter;
  readonly #inFlight = new Set<Promise<void>>();
  #enabled: boolean;
  #alerted = false;

  constructor(deps: AnalyticsDeps, options: AnalyticsOptions) {
    this.#deps = deps;
    this.#enabled = options.enabled;
    this.#query = {
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    };
    this.#errorLimiter = createRollingWindowLimiter(deps.clock, {
      limit: ERROR_TELEMETRY_LIMIT,
      windowMs: ERROR_TELEMETRY_WINDOW_MS,
    });
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Follows features.analytics when the host updates its options. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
  }

  /** Query parameters the sink adapter appends to POST /e. */
  get query(): AnalyticsQuery {
    return this.#query;
  }

  /** Tracks a product event; returns at once. */
  track(event: AnalyticsEvent): void {
    if (!this.#enabled || event.event === 'MODAL_CREATED') return;
    const properties = 'properties' in event ? event.properties : {};
    this.#send({ ...properties, event: event.event, type: 'track' });
  }

  /** Reports an error (rate-limited); returns at once. */
  trackError(error: unknown, context: ErrorContext = {}): void {
    if (!this.#enabled) return;
    const event = context.event ?? DEFAULT_ERROR_EVENT;
    if (!this.#errorLimiter.tryAcquire()) {
      this.#deps.logger.debug('error telemetry over its limit; dropped', { event });
      return;
    }
    this.#send({ ...context.properties, type: 'error', event, ...describeError(error) });
  }

  /** Resolves once every send started so far has settled (for tests and page unload). */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }

  #send(props: Readonly<Record<string, unknown>>): void {
    // `address` is always the current one, never a caller-supplied value.
    const { address: _supplied, ...rest } = props;
    const address = this.#deps.getAddress();
    const envelope = buildEnvelope(this.#deps, address === undefined ? rest : { ...rest, address });
    let sending: Promise<void>;
    try {
      sending = this.#deps.sink.send(envelope);
    } catch (cause) {
      sending = Promise.reject(cause);
    }
    const settled: Promise<void> = sending
      .then(
        () => undefined,
        (cause: unknown) => this.#onFailure(cause, envelope),
      )
      .catch(() => undefined); // a throwing logger must not surface either
    this.#inFlight.add(settled);
    void settled.finally(() => this.#inFlight.delete(settled));
  }

  #onFailure(cause: unknown, envelope: AnalyticsEnvelope): void {
    this.#deps.logger.warn('analytics send failed', { event: envelope.props.event, cause });
    if (!isForbiddenFailure(cause) || this.#alerted) return;
    this.#alerted = true;
    const alert = latchError('INVALID_APP_CONFIGURATION', {
      details: 'The analytics service refused this project (HTTP 403)',
      cause,
      data: { status: cause.status, url: cause.url },
    });
    try {
      this.#deps.onAlert?.(alert);
    } catch (listenerFailure) {
      this.#deps.logger.error('analytics alert listener failed', { cause: listenerFailure });
    }
  }
}

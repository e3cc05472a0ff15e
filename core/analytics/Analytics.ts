import type { AnalyticsQuery, ErrorContext } from './AnalyticsService.js';
import type { AnalyticsEvent } from './events.js';

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

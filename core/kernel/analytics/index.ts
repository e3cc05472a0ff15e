export {
  type Analytics,
  type AnalyticsDeps,
  type AnalyticsOptions,
  type AnalyticsQuery,
  type AnalyticsScalar,
  AnalyticsService,
  type ErrorContext,
} from './AnalyticsService.js';
export { buildEnvelope, type EnvelopeSources } from './buildEnvelope.js';
export {
  DEFAULT_ERROR_EVENT,
  DEFAULT_SDK_VERSION,
  ERROR_TELEMETRY_LIMIT,
  ERROR_TELEMETRY_WINDOW_MS,
} from './constants.js';
export { createLazyAnalytics, loadAnalyticsService } from './createLazyAnalytics.js';
export {
  createRollingWindowLimiter,
  type RollingWindowLimiter,
  type RollingWindowLimiterOptions,
} from './createRollingWindowLimiter.js';
export { describeError, type ErrorDescription } from './describeError.js';
export { domainOf } from './domainOf.js';
export {
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type ConnectMethod,
  type EmbeddedConnectMethod,
  type UnlistedAnalyticsEventName,
  type WalletPlatform,
} from './events.js';
export { isForbiddenFailure } from './isForbiddenFailure.js';

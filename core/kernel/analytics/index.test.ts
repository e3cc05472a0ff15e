import { describe, expect, it } from 'vitest';
import * as analytics from './index.js';

describe('core/kernel/analytics entry point', () => {
  it('exports exactly this runtime API', () => {
    expect(Object.keys(analytics).sort()).toEqual([
      'ANALYTICS_EVENT_NAMES',
      'AnalyticsService',
      'DEFAULT_ERROR_EVENT',
      'DEFAULT_SDK_VERSION',
      'ERROR_TELEMETRY_LIMIT',
      'ERROR_TELEMETRY_WINDOW_MS',
      'buildEnvelope',
      'createLazyAnalytics',
      'createRollingWindowLimiter',
      'describeError',
      'domainOf',
      'isForbiddenFailure',
      'loadAnalyticsService',
    ]);
  });
});

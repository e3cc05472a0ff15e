import type { AnalyticsSink, Logger } from '../../ports/index.js';

/** Where analytics go when no data service is configured: the debug log, nowhere else. */
export const createLoggingAnalyticsSink = (logger: Logger): AnalyticsSink => ({
  async send(envelope) {
    logger.debug('analytics event (no data service configured)', { envelope });
  },
});

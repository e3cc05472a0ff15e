import type { ofetch } from 'ofetch';
import type { AnalyticsEnvelope, AnalyticsSink } from '../../ports/index.js';
import {
  describeFailureBody,
  HttpFailureError,
  isFetchError,
  NetworkFailureError,
} from '../http/failures.js';

export interface AnalyticsSinkConfig {
  /** Base URL of the data service, e.g. http://127.0.0.1:8787 or the hosted one. */
  readonly baseUrl: string;
  readonly projectId: string;
  readonly sdkType: string;
  readonly sdkVersion: string;
}

/** POST /e with query projectId, st, sv (CONTRACTS §1). */
export const createAnalyticsSink = (config: AnalyticsSinkConfig, fetcher?: typeof ofetch): AnalyticsSink => ({
  async send(envelope: AnalyticsEnvelope): Promise<void> {
    const url = `${config.baseUrl.replace(/\/$/, '')}/e`;
    try {
      // ofetch arrives with the first event sent (its own chunk), not with the page.
      const send = fetcher ?? (await import('ofetch')).ofetch;
      await send(url, {
        method: 'POST',
        body: envelope,
        query: { projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion },
        retry: 0,
      });
    } catch (cause) {
      if (isFetchError(cause) && cause.response !== undefined) {
        const description = describeFailureBody(cause.data);
        throw new HttpFailureError({
          status: cause.response.status,
          url,
          ...(description !== undefined ? { description } : {}),
        });
      }
      throw new NetworkFailureError(url, cause);
    }
  },
});

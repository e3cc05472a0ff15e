import type { AnalyticsEnvelope, Clock, IdSource, Platform } from '../../../ports/index.js';
import { domainOf } from './domainOf.js';

export interface EnvelopeSources {
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly platform: Platform;
}

/** Wraps event props in the POST /e body: a fresh id, the page url and domain, and the time. */
export function buildEnvelope(
  { clock, ids, platform }: EnvelopeSources,
  props: Readonly<Record<string, unknown>>,
): AnalyticsEnvelope {
  const url = platform.pageUrl();
  return { eventId: ids.uuid(), url: url ?? '', domain: domainOf(url), timestamp: clock.now(), props };
}

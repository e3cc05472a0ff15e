import { createHash, timingSafeEqual } from 'node:crypto';
import { apiError } from '../../api/http/ApiError.js';

/**
 * Who may read `/metrics`: anyone (`open`, the development default), nobody (`closed`, the default elsewhere),
 * or whoever sends `Authorization: Bearer <token>`.
 */
export type MetricsAccess = 'open' | 'closed' | { readonly token: string };

/** Shortest LATCH_METRICS_TOKEN accepted. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * LATCH_METRICS_TOKEN when set (at least 16 characters, else it throws naming the variable); otherwise open
 * with LATCH_DEVELOPMENT=1 (the local stack) and closed everywhere else.
 */
export function readMetricsAccess(env: Readonly<Record<string, string | undefined>>): MetricsAccess {
  const token = env.LATCH_METRICS_TOKEN;
  if (token !== undefined && token !== '') {
    if (token.length < MIN_METRICS_TOKEN_LENGTH) {
      throw new Error(`LATCH_METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
    }
    return { token };
  }
  return env.LATCH_DEVELOPMENT === '1' ? 'open' : 'closed';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws the 403 / 401 ApiError when `authorization` may not read the metrics. */
export function checkMetricsAccess(access: MetricsAccess, authorization: string | undefined): void {
  if (access === 'open') return;
  if (access === 'closed') {
    throw apiError(403, 'metrics', 'Metrics are off on this server (set LATCH_METRICS_TOKEN)');
  }
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  // Compared as digests: equal lengths, constant time, whatever was sent.
  if (!timingSafeEqual(digest(presented), digest(access.token))) {
    throw apiError(401, 'authorization', 'Send the metrics token as Authorization: Bearer <token>', {
      headers: { 'www-authenticate': 'Bearer' },
    });
  }
}

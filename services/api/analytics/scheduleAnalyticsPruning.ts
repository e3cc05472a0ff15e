import { pruneAnalytics } from '../db/analyticsEvents.js';
import type { Queryable } from '../db/Database.js';

export interface AnalyticsPruningOptions {
  readonly db: Queryable;
  /** Events older than this are deleted. */
  readonly retentionDays: number;
  /** Pause between two prunings. Default 1 hour. */
  readonly intervalMs?: number;
  readonly log: { warn(details: object, message: string): void };
}

/**
 * Deletes analytics events past their retention now, then every `intervalMs`; a failed pruning is logged
 * and tried again next time. Resolves once the first pruning ran; `stop` ends the schedule.
 */
export const scheduleAnalyticsPruning = async (
  options: AnalyticsPruningOptions,
): Promise<{ stop(): void }> => {
  const prune = () =>
    pruneAnalytics(options.db, options.retentionDays).then(
      () => undefined,
      (error: unknown) => options.log.warn({ err: error }, 'analytics pruning failed'),
    );
  await prune();
  const timer = setInterval(() => void prune(), options.intervalMs ?? 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

import { loadOnce } from '../../../core/lib/lazy/index.js';

type ToPortFailure = (error: unknown) => unknown;

/** Fetches `toPortFailure` (a chunk of its own), once for the page; a failed fetch is tried again by the next call. */
const loadToPortFailure = loadOnce(() => import('./toPortFailure.js').then((module) => module.toPortFailure));

/**
 * `withPortFailure` for the code a page runs before the click (the injected connector and its session): runs
 * `operation`, rejecting with `toPortFailure` of whatever it throws, whose code is fetched by the first failure
 * rather than with the page. If that code cannot be fetched, the failure is thrown as it was (core maps it as an
 * unknown failure).
 */
export async function withPortFailureLater<T>(
  operation: () => Promise<T>,
  load: () => Promise<ToPortFailure> = loadToPortFailure,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const toPortFailure = await load().catch(() => undefined);
    throw toPortFailure === undefined ? error : toPortFailure(error);
  }
}

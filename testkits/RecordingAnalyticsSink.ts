import { type AnalyticsOptions, AnalyticsService } from '../core/kernel/analytics/index.js';
import type { LatchError } from '../core/lib/errors/index.js';
import type { AnalyticsEnvelope, AnalyticsSink, HttpFailure, Logger } from '../ports/index.js';
import { FixedPlatform, SequentialIds } from './environment.js';
import { ManualClock } from './ManualClock.js';
import { MemoryLogger } from './MemoryLogger.js';

/** An HttpFailure as an HTTP adapter would reject with it. */
export const httpFailure = (status: number, url = 'https://analytics.latch.test/e'): HttpFailure => ({
  kind: 'HttpFailure',
  status,
  url,
});

/**
 * An AnalyticsSink that records every envelope it receives (accepted or not) and can be told to
 * reject (`failWith`) or to hold sends until `release()`.
 */
export class RecordingAnalyticsSink implements AnalyticsSink {
  readonly envelopes: AnalyticsEnvelope[] = [];
  #failure: { readonly reason: unknown } | undefined;
  #held: (() => void)[] | undefined;

  send(envelope: AnalyticsEnvelope): Promise<void> {
    this.envelopes.push(envelope);
    const failure = this.#failure;
    const held = this.#held;
    const settle = (resolve: () => void, reject: (reason: unknown) => void) =>
      failure === undefined ? resolve() : reject(failure.reason);
    return new Promise<void>((resolve, reject) => {
      if (held === undefined) settle(resolve, reject);
      else held.push(() => settle(resolve, reject));
    });
  }

  /** Later sends reject with `reason` (an HttpFailure, an Error, anything). */
  failWith(reason: unknown): void {
    this.#failure = { reason };
  }

  /** Later sends reject with an HttpFailure of this status. */
  failWithStatus(status: number): void {
    this.failWith(httpFailure(status));
  }

  /** Later sends succeed again. */
  succeed(): void {
    this.#failure = undefined;
  }

  /** Later sends stay pending until `release()`. */
  hold(): void {
    this.#held ??= [];
  }

  /** Settles every held send and stops holding. */
  release(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const settle of held) settle();
  }

  /** Envelopes of one props.type ('track' or 'error'). */
  ofType(type: 'track' | 'error'): AnalyticsEnvelope[] {
    return this.envelopes.filter((envelope) => envelope.props.type === type);
  }
}

// ---------------------------------------------------------------------------------------------
// Harness

/** Start time of the harness clock. */
export const HARNESS_START = Date.UTC(2026, 0, 1);

export interface AnalyticsHarnessOverrides {
  readonly sink?: AnalyticsSink;
  readonly logger?: Logger;
  /** Set false to build the service without an onAlert listener. */
  readonly withAlert?: boolean;
}

/**
 * An AnalyticsService on a ManualClock, a RecordingAnalyticsSink and a MemoryLogger, with a mutable
 * `account.address` and the alerts it raised. The page is https://shop.example:8443/checkout?step=2.
 */
export const setupAnalytics = (
  options: Partial<AnalyticsOptions> = {},
  overrides: AnalyticsHarnessOverrides = {},
) => {
  const clock = new ManualClock(HARNESS_START);
  const sink = new RecordingAnalyticsSink();
  const logger = new MemoryLogger();
  const alerts: LatchError<'INVALID_APP_CONFIGURATION'>[] = [];
  const account: { address: string | undefined } = { address: undefined };
  const service = new AnalyticsService(
    {
      sink: overrides.sink ?? sink,
      clock,
      ids: new SequentialIds('ev'),
      platform: new FixedPlatform(false, 'https://shop.example:8443/checkout?step=2'),
      logger: overrides.logger ?? logger,
      getAddress: () => account.address,
      ...(overrides.withAlert === false
        ? {}
        : { onAlert: (alert: LatchError<'INVALID_APP_CONFIGURATION'>) => alerts.push(alert) }),
    },
    { enabled: true, projectId: 'project-1', sdkType: 'latch', ...options },
  );
  return { clock, sink, logger, alerts, account, service };
};

// ---------------------------------------------------------------------------------------------
// Arbitraries

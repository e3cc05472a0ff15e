import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEnvelope } from '../../../ports/index.js';
import { analyticsEventArb, thrownValueArb } from '../../../testkits/arbitraries/analytics.js';
import { setupAnalytics } from '../../../testkits/RecordingAnalyticsSink.js';
import type { AnalyticsEvent } from './events.js';

type Op =
  | { readonly kind: 'track'; readonly event: AnalyticsEvent }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'advance'; readonly ms: number }
  | { readonly kind: 'address'; readonly address: string | undefined }
  | { readonly kind: 'enabled'; readonly enabled: boolean }
  | { readonly kind: 'sink'; readonly outcome: 'ok' | 403 | 500 | 'throw' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: analyticsEventArb().map((event) => ({ kind: 'track' as const, event })) },
  { weight: 4, arbitrary: thrownValueArb().map((error) => ({ kind: 'error' as const, error })) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        // round steps make errors land exactly on window boundaries
        fc.constantFrom(0, 1, 10_000, 15_000, 20_000, 30_000, 59_999, 60_000, 60_001),
        fc.integer({ min: 0, max: 90_000 }),
      )
      .map((ms) => ({ kind: 'advance' as const, ms })),
  },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.constantFrom('0xaaaa000000000000000000000000000000000001', 'So1anaAccount111'), {
        nil: undefined,
      })
      .map((address) => ({ kind: 'address' as const, address })),
  },
  { weight: 1, arbitrary: fc.boolean().map((enabled) => ({ kind: 'enabled' as const, enabled })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('ok' as const, 403 as const, 500 as const, 'throw' as const)
      .map((outcome) => ({ kind: 'sink' as const, outcome })),
  },
);

interface Step {
  readonly op: Op;
  /** Envelopes the op produced. */
  readonly sent: readonly AnalyticsEnvelope[];
  readonly now: number;
  readonly enabled: boolean;
  readonly address: string | undefined;
}

/** Runs a timeline against a fresh service and records what each op sent, and in which state. */
const run = async (ops: readonly Op[], initiallyEnabled = true) => {
  const harness = setupAnalytics({ enabled: initiallyEnabled });
  const { service, sink, clock, account } = harness;
  const steps: Step[] = [];
  let outcome: 'ok' | 403 | 500 | 'throw' = 'ok';
  let forbiddenSends = 0;
  for (const op of ops) {
    const before = sink.envelopes.length;
    switch (op.kind) {
      case 'track':
        service.track(op.event);
        break;
      case 'error':
        service.trackError(op.error);
        break;
      case 'advance':
        await clock.advanceAsync(op.ms);
        break;
      case 'address':
        account.address = op.address;
        break;
      case 'enabled':
        service.setEnabled(op.enabled);
        break;
      case 'sink':
        outcome = op.outcome;
        if (outcome === 'ok') sink.succeed();
        else if (outcome === 'throw') sink.failWith(new Error('sink down'));
        else sink.failWithStatus(outcome);
        break;
    }
    const sent = sink.envelopes.slice(before);
    if (outcome === 403) forbiddenSends += sent.length;
    steps.push({ op, sent, now: clock.now(), enabled: service.enabled, address: account.address });
  }
  await service.flush();
  return { ...harness, steps, forbiddenSends };
};

const timeline = fc.array(opArb, { maxLength: 120, size: 'max' });

/** Error-heavy timelines on round time steps, so the cap and the window edges are hit often. */
const errorTimeline = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: thrownValueArb().map((error): Op => ({ kind: 'error', error })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(0, 1, 10_000, 20_000, 30_000, 59_999, 60_000)
        .map((ms): Op => ({ kind: 'advance', ms })),
    },
  ),
  { maxLength: 80, size: 'max' },
);

describe('AnalyticsService properties', () => {
  it('never lets a rolling 60 s window hold more than 5 error envelopes; drops exactly the excess', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(timeline, errorTimeline), async (ops) => {
        const { steps, sink } = await run(ops);
        const model: number[] = [];
        for (const step of steps) {
          if (step.op.kind !== 'error') continue;
          const inWindow = model.filter((at) => step.now - at < 60_000).length;
          const expectSent = step.enabled && inWindow < 5;
          expect(step.sent).toHaveLength(expectSent ? 1 : 0);
          if (expectSent) model.push(step.now);
        }
        const errorTimes = sink.ofType('error').map((envelope) => envelope.timestamp);
        expect(errorTimes).toEqual(model);
        for (let i = 0; i + 5 < errorTimes.length; i++) {
          expect((errorTimes[i + 5] ?? 0) - (errorTimes[i] ?? 0)).toBeGreaterThanOrEqual(60_000);
        }
      }),
    );
  });

  it('sends every product event but MODAL_CREATED while enabled, unaffected by the error cap', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (ops) => {
        const { steps, sink } = await run(ops);
        for (const step of steps) {
          if (step.op.kind !== 'track') continue;
          const expectSent = step.enabled && step.op.event.event !== 'MODAL_CREATED';
          expect(step.sent).toHaveLength(expectSent ? 1 : 0);
        }
        expect(sink.envelopes.some((envelope) => envelope.props.event === 'MODAL_CREATED')).toBe(false);
      }),
    );
  });

  it('sends nothing at all while disabled', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, fc.boolean(), async (ops, initiallyEnabled) => {
        const { steps, sink } = await run(ops, initiallyEnabled);
        for (const step of steps) if (!step.enabled) expect(step.sent).toEqual([]);
        if (!initiallyEnabled && ops.every((op) => op.kind !== 'enabled')) expect(sink.envelopes).toEqual([]);
      }),
    );
  });

  it('makes every envelope carry the address current when it was sent, and well-formed fields', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (ops) => {
        const { steps } = await run(ops);
        for (const step of steps) {
          for (const envelope of step.sent) {
            expect(envelope.props.address).toBe(step.address);
            expect('address' in envelope.props).toBe(step.address !== undefined);
            expect(envelope.timestamp).toBe(step.now);
            expect(envelope.url).toBe('https://shop.example:8443/checkout?step=2');
            expect(envelope.domain).toBe('shop.example');
            expect(['track', 'error']).toContain(envelope.props.type);
          }
          if (step.op.kind === 'track' && step.sent[0] !== undefined) {
            const { event } = step.op;
            expect(step.sent[0].props).toEqual({
              ...('properties' in event ? event.properties : {}),
              event: event.event,
              type: 'track',
              ...(step.address === undefined ? {} : { address: step.address }),
            });
          }
        }
      }),
    );
  });

  it('gives every envelope a distinct id, never throws, and alerts exactly once iff a send got 403', async () => {
    await fc.assert(
      fc.asyncProperty(timeline, async (ops) => {
        const { sink, alerts, forbiddenSends } = await run(ops);
        const ids = sink.envelopes.map((envelope) => envelope.eventId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(alerts).toHaveLength(forbiddenSends > 0 ? 1 : 0);
        for (const alert of alerts) expect(alert.message).toBe('Invalid App Configuration');
      }),
    );
  });
});

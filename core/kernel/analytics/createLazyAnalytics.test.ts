import { describe, expect, it } from 'vitest';
import { FixedPlatform, ManualClock, MemoryLogger, SequentialIds } from '../../../testkits/index.js';
import { RecordingAnalyticsSink, HARNESS_START as START } from '../../../testkits/RecordingAnalyticsSink.js';
import { type AnalyticsOptions, AnalyticsService } from './AnalyticsService.js';
import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from './constants.js';
import { createLazyAnalytics } from './createLazyAnalytics.js';

const ALICE = '0x1111111111111111111111111111111111111111';
const BOB = '0x2222222222222222222222222222222222222222';

interface Fetch {
  resolve(Service: typeof AnalyticsService): void;
  reject(cause: unknown): void;
}

/** The facade over a RecordingAnalyticsSink, with each fetch of the service's code settled by the test. */
const setup = (options: Partial<AnalyticsOptions> = {}) => {
  const clock = new ManualClock(START);
  const sink = new RecordingAnalyticsSink();
  const logger = new MemoryLogger();
  const account: { address: string | undefined } = { address: undefined };
  const fetches: Fetch[] = [];
  const analytics = createLazyAnalytics(
    {
      sink,
      clock,
      ids: new SequentialIds('ev'),
      platform: new FixedPlatform(false, 'https://shop.example/'),
      logger,
      getAddress: () => account.address,
    },
    { enabled: true, projectId: 'project-1', sdkType: 'latch', ...options },
    () => new Promise((resolve, reject) => fetches.push({ resolve, reject })),
  );
  return { clock, sink, logger, account, fetches, analytics };
};

describe('createLazyAnalytics', () => {
  it('fetches nothing before the first event it sends: not on creation, not for MODAL_CREATED', () => {
    const { analytics, fetches } = setup();
    analytics.track({ event: 'MODAL_CREATED' });
    expect(fetches).toHaveLength(0);
    expect(analytics.enabled).toBe(true);
    expect(analytics.query).toEqual({ projectId: 'project-1', st: 'latch', sv: 'html-wagmi-4.2.2' });
    analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    analytics.track({ event: 'CLICK_NETWORKS' });
    expect(fetches).toHaveLength(1);
  });

  it('sends the events tracked while its code arrives in order, each with its own time and address', async () => {
    const { analytics, fetches, sink, clock, account } = setup();
    analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    clock.advance(1_000);
    account.address = ALICE;
    analytics.trackError(new Error('boom'), { event: 'HISTORY_ERROR' });
    clock.advance(2_000);
    account.address = BOB;
    analytics.track({ event: 'CLICK_NETWORKS' });
    clock.advance(5_000);
    account.address = undefined;
    expect(sink.envelopes).toEqual([]);

    fetches[0]?.resolve(AnalyticsService);
    await analytics.flush();
    expect(
      sink.envelopes.map(({ eventId, timestamp, props }) => [eventId, timestamp, props.event, props.address]),
    ).toEqual([
      ['ev-1', START, 'MODAL_OPEN', undefined],
      ['ev-2', START + 1_000, 'HISTORY_ERROR', ALICE],
      ['ev-3', START + 3_000, 'CLICK_NETWORKS', BOB],
    ]);

    // Later events go straight to the service, at their own time.
    analytics.track({ event: 'CLICK_ALL_WALLETS' });
    expect(sink.envelopes.at(-1)).toMatchObject({
      timestamp: START + 8_000,
      props: { event: 'CLICK_ALL_WALLETS' },
    });
    expect(fetches).toHaveLength(1);
  });

  it('counts waiting errors in the error cap at the time they happened', async () => {
    const { analytics, fetches, sink, clock } = setup();
    for (let i = 0; i < ERROR_TELEMETRY_LIMIT; i += 1) analytics.trackError(new Error(`e${i}`));
    clock.advance(ERROR_TELEMETRY_WINDOW_MS);
    // A window later: the cap has room again (at the flush's time alone, one would be over it).
    analytics.trackError(new Error('a window later'));
    fetches[0]?.resolve(AnalyticsService);
    await analytics.flush();
    expect(sink.ofType('error')).toHaveLength(ERROR_TELEMETRY_LIMIT + 1);
    for (let i = 0; i < ERROR_TELEMETRY_LIMIT; i += 1) analytics.trackError(new Error(`now${i}`));
    expect(sink.ofType('error')).toHaveLength(2 * ERROR_TELEMETRY_LIMIT);
  });

  it('code that cannot be fetched drops the waiting events with a warn; the next event fetches it again', async () => {
    const { analytics, fetches, sink, logger, clock } = setup();
    analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    analytics.track({ event: 'CLICK_NETWORKS' });
    fetches[0]?.reject(new Error('chunk failed'));
    await analytics.flush();
    expect(sink.envelopes).toEqual([]);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'analytics: code not loaded; events dropped',
        context: { cause: new Error('chunk failed'), dropped: 2 },
      },
    ]);

    clock.advance(10);
    analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } });
    expect(fetches).toHaveLength(2);
    fetches[1]?.resolve(AnalyticsService);
    await analytics.flush();
    expect(sink.envelopes.map(({ timestamp, props }) => [timestamp, props.event])).toEqual([
      [START + 10, 'MODAL_CLOSE'],
    ]);
  });

  it('fetches nothing while disabled, and follows setEnabled before and after its code arrived', async () => {
    const { analytics, fetches, sink } = setup({ enabled: false });
    expect(analytics.enabled).toBe(false);
    analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    analytics.trackError(new Error('x'));
    await analytics.flush();
    expect(fetches).toHaveLength(0);

    analytics.setEnabled(true);
    analytics.track({ event: 'CLICK_NETWORKS' });
    // Switched off while the code arrives: what was tracked before is sent, nothing after.
    analytics.setEnabled(false);
    analytics.track({ event: 'CLICK_ALL_WALLETS' });
    fetches[0]?.resolve(AnalyticsService);
    await analytics.flush();
    analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } });
    expect(analytics.enabled).toBe(false);
    expect(sink.envelopes.map((envelope) => envelope.props.event)).toEqual(['CLICK_NETWORKS']);

    analytics.setEnabled(true);
    analytics.track({ event: 'MODAL_CLOSE', properties: { connected: false } });
    expect(sink.envelopes.map((envelope) => envelope.props.event)).toEqual(['CLICK_NETWORKS', 'MODAL_CLOSE']);
  });

  it('builds the service once however many events wait', async () => {
    let built = 0;
    class Counting extends AnalyticsService {
      constructor(...args: ConstructorParameters<typeof AnalyticsService>) {
        super(...args);
        built += 1;
      }
    }
    const { analytics, fetches, sink } = setup();
    analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    analytics.track({ event: 'CLICK_NETWORKS' });
    fetches[0]?.resolve(Counting);
    await analytics.flush();
    analytics.track({ event: 'CLICK_ALL_WALLETS' });
    await analytics.flush();
    expect(built).toBe(1);
    expect(fetches).toHaveLength(1);
    expect(sink.envelopes).toHaveLength(3);
  });

  it('the default loader fetches the real service', async () => {
    const { loadAnalyticsService } = await import('./createLazyAnalytics.js');
    expect(await loadAnalyticsService()).toBe(AnalyticsService);
  });
});

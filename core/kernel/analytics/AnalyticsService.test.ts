import { describe, expect, it } from 'vitest';
import type { AnalyticsSink, Logger } from '../../../ports/index.js';
import { FixedPlatform, ManualClock, MemoryLogger, SequentialIds } from '../../../testkits/index.js';
import {
  httpFailure,
  RecordingAnalyticsSink,
  HARNESS_START as START,
  setupAnalytics,
} from '../../../testkits/RecordingAnalyticsSink.js';
import { AnalyticsService } from './AnalyticsService.js';

describe('AnalyticsService.track', () => {
  it('sends the POST /e envelope with the event data, its name, type track and the address', async () => {
    const { service, sink, account } = setupAnalytics();
    account.address = '0x1111111111111111111111111111111111111111';
    service.track({ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Rainbow' } });
    await service.flush();
    expect(sink.envelopes).toEqual([
      {
        eventId: 'ev-1',
        url: 'https://shop.example:8443/checkout?step=2',
        domain: 'shop.example',
        timestamp: START,
        props: {
          method: 'qrcode',
          name: 'Rainbow',
          event: 'CONNECT_SUCCESS',
          type: 'track',
          address: '0x1111111111111111111111111111111111111111',
        },
      },
    ]);
  });

  it('sends events without data and leaves address out when disconnected', () => {
    const { service, sink } = setupAnalytics();
    service.track({ event: 'CLICK_NETWORKS' });
    expect(sink.envelopes.map((e) => e.props)).toEqual([{ event: 'CLICK_NETWORKS', type: 'track' }]);
  });

  it('never sends MODAL_CREATED (SPEC §7)', () => {
    const { service, sink } = setupAnalytics();
    service.track({ event: 'MODAL_CREATED' });
    expect(sink.envelopes).toEqual([]);
  });

  it('sends nothing while analytics is off, and follows setEnabled', () => {
    const { service, sink } = setupAnalytics({ enabled: false });
    expect(service.enabled).toBe(false);
    service.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    service.trackError(new Error('x'));
    expect(sink.envelopes).toEqual([]);
    service.setEnabled(true);
    service.track({ event: 'MODAL_OPEN', properties: { connected: false } });
    expect(sink.envelopes).toHaveLength(1);
    service.setEnabled(false);
    service.track({ event: 'MODAL_CLOSE', properties: { connected: false } });
    expect(sink.envelopes).toHaveLength(1);
  });

  it('exposes the query parameters projectId, st and sv (default html-wagmi-4.2.2)', () => {
    expect(setupAnalytics().service.query).toEqual({
      projectId: 'project-1',
      st: 'latch',
      sv: 'html-wagmi-4.2.2',
    });
    expect(setupAnalytics({ sdkVersion: 'react-1.0.0' }).service.query.sv).toBe('react-1.0.0');
  });
});

describe('AnalyticsService.trackError', () => {
  it('sends error telemetry: type error, INTERNAL_SDK_ERROR, errorType, errorMessage, stackTrace', () => {
    const { service, sink, account } = setupAnalytics();
    account.address = 'So1anaAddre55';
    const error = new TypeError('boom');
    service.trackError(error);
    expect(sink.envelopes[0]?.props).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'boom',
      stackTrace: error.stack,
      address: 'So1anaAddre55',
    });
  });

  it('uses the given event name and context properties; envelope keys win over them', () => {
    const { service, sink } = setupAnalytics();
    service.trackError('oops', {
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { view: 'History', type: 'spoofed', errorMessage: 'spoofed', address: '0xstale' },
    });
    expect(sink.envelopes[0]?.props).toEqual({
      view: 'History',
      type: 'error',
      event: 'ERROR_FETCH_TRANSACTIONS',
      errorType: 'UnknownError',
      errorMessage: 'oops',
      stackTrace: '',
    });
  });

  it('sends 5 errors per rolling 60 s, drops the rest, and resumes once the oldest is 60 s old', () => {
    const { service, sink, clock, logger } = setupAnalytics();
    for (let i = 0; i < 5; i++) {
      service.trackError(new Error(`e${i}`));
      clock.advance(1_000);
    }
    service.trackError(new Error('dropped'));
    service.track({ event: 'CLICK_NETWORKS' }); // product events are not capped
    expect(sink.ofType('error')).toHaveLength(5);
    expect(sink.ofType('track')).toHaveLength(1);
    expect(logger.entries.some((e) => e.message === 'error telemetry over its limit; dropped')).toBe(true);
    clock.advance(54_999); // t = 59 999 after the first error
    service.trackError(new Error('still dropped'));
    expect(sink.ofType('error')).toHaveLength(5);
    clock.advance(1); // t = 60 000: the first error left the window
    service.trackError(new Error('sent'));
    service.trackError(new Error('dropped again'));
    expect(sink.ofType('error').map((e) => e.props.errorMessage)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
      'sent',
    ]);
  });
});

describe('AnalyticsService sink failures', () => {
  it('logs rejected sends and never throws to the caller', async () => {
    const { service, sink, logger } = setupAnalytics();
    sink.failWith(new Error('offline'));
    expect(() => service.track({ event: 'CLICK_NETWORKS' })).not.toThrow();
    await service.flush();
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'analytics send failed',
        context: { event: 'CLICK_NETWORKS', cause: new Error('offline') },
      },
    ]);
  });

  it('survives a sink that throws synchronously and a logger that throws', async () => {
    const throwingSink: AnalyticsSink = {
      send: () => {
        throw new Error('sync failure');
      },
    };
    const throwingLogger: Logger = {
      debug: () => undefined,
      info: () => undefined,
      warn: () => {
        throw new Error('logger down');
      },
      error: () => undefined,
    };
    const { service } = setupAnalytics({}, { sink: throwingSink, logger: throwingLogger });
    expect(() => service.track({ event: 'CLICK_NETWORKS' })).not.toThrow();
    await expect(service.flush()).resolves.toBeUndefined();
  });

  it('raises Invalid App Configuration once on the first 403, whatever follows', async () => {
    const { service, sink, alerts } = setupAnalytics();
    sink.failWithStatus(500);
    service.track({ event: 'CLICK_NETWORKS' });
    await service.flush();
    expect(alerts).toEqual([]);
    sink.failWithStatus(403);
    for (let i = 0; i < 3; i++) service.track({ event: 'CLICK_NETWORKS' });
    service.trackError(new Error('x'));
    await service.flush();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.code).toBe('INVALID_APP_CONFIGURATION');
    expect(alerts[0]?.message).toBe('Invalid App Configuration');
    expect(alerts[0]?.cause).toEqual(httpFailure(403));
    expect(alerts[0]?.data).toEqual({ status: 403, url: 'https://analytics.latch.test/e' });
  });

  it('logs a failing alert listener, and a 403 without listener is only logged', async () => {
    const noListener = setupAnalytics({}, { withAlert: false });
    noListener.sink.failWithStatus(403);
    noListener.service.track({ event: 'CLICK_NETWORKS' });
    await noListener.service.flush();
    expect(noListener.logger.entries.map((e) => e.message)).toEqual(['analytics send failed']);

    const clock = new ManualClock(START);
    const sink = new RecordingAnalyticsSink();
    const logger = new MemoryLogger();
    const service = new AnalyticsService(
      {
        sink,
        clock,
        ids: new SequentialIds(),
        platform: new FixedPlatform(),
        logger,
        getAddress: () => undefined,
        onAlert: () => {
          throw new Error('ui gone');
        },
      },
      { enabled: true, projectId: 'p', sdkType: 'latch' },
    );
    sink.failWithStatus(403);
    service.track({ event: 'CLICK_NETWORKS' });
    await service.flush();
    expect(logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['warn', 'analytics send failed'],
      ['error', 'analytics alert listener failed'],
    ]);
  });

  it('returns before the sink answers; flush waits for every send in flight', async () => {
    const { service, sink } = setupAnalytics();
    sink.hold();
    service.track({ event: 'CLICK_NETWORKS' });
    service.track({ event: 'CLICK_ALL_WALLETS' });
    let flushed = false;
    const flushing = service.flush().then(() => {
      flushed = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(flushed).toBe(false);
    expect(sink.envelopes).toHaveLength(2);
    sink.release();
    await flushing;
    expect(flushed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { AnalyticsEnvelope } from '../ports/index.js';
import { httpFailure, RecordingAnalyticsSink } from './RecordingAnalyticsSink.js';

const envelope = (event: string, type = 'track'): AnalyticsEnvelope => ({
  eventId: event,
  url: '',
  domain: '',
  timestamp: 0,
  props: { event, type },
});

describe('RecordingAnalyticsSink', () => {
  it('records every envelope, accepted or rejected', async () => {
    const sink = new RecordingAnalyticsSink();
    await sink.send(envelope('A'));
    sink.failWithStatus(403);
    await expect(sink.send(envelope('B', 'error'))).rejects.toEqual(httpFailure(403));
    sink.failWith('plain');
    await expect(sink.send(envelope('C'))).rejects.toBe('plain');
    sink.succeed();
    await sink.send(envelope('D'));
    expect(sink.envelopes.map((e) => e.eventId)).toEqual(['A', 'B', 'C', 'D']);
    expect(sink.ofType('error').map((e) => e.eventId)).toEqual(['B']);
  });

  it('holds sends until released', async () => {
    const sink = new RecordingAnalyticsSink();
    sink.hold();
    let settled = false;
    const sending = sink.send(envelope('A')).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    sink.release();
    await sending;
    expect(settled).toBe(true);
  });

  it('builds HttpFailures as adapters reject with them', () => {
    expect(httpFailure(500, 'https://x.test/e')).toEqual({
      kind: 'HttpFailure',
      status: 500,
      url: 'https://x.test/e',
    });
  });
});

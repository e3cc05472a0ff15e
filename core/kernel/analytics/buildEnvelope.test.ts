import { describe, expect, it } from 'vitest';
import { FixedPlatform, ManualClock, SequentialIds } from '../../../testkits/index.js';
import { buildEnvelope } from './buildEnvelope.js';

describe('buildEnvelope', () => {
  it('wraps props with a fresh id, the page url, its domain and the time', () => {
    const sources = {
      clock: new ManualClock(1_000),
      ids: new SequentialIds('ev'),
      platform: new FixedPlatform(),
    };
    const props = { event: 'CLICK_NETWORKS', type: 'track' };
    expect(buildEnvelope(sources, props)).toEqual({
      eventId: 'ev-1',
      url: 'https://app.example/page',
      domain: 'app.example',
      timestamp: 1_000,
      props,
    });
    expect(buildEnvelope(sources, props).eventId).toBe('ev-2');
  });

  it('sends empty url and domain outside a browser', () => {
    const sources = {
      clock: new ManualClock(0),
      ids: new SequentialIds(),
      platform: { isMobile: () => false, pageUrl: () => undefined },
    };
    expect(buildEnvelope(sources, {})).toMatchObject({ url: '', domain: '' });
  });
});

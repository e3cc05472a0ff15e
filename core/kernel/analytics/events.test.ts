import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { analyticsEventArb } from '../../../testkits/arbitraries/analytics.js';
import { ANALYTICS_EVENT_NAMES, type UnlistedAnalyticsEventName } from './events.js';

describe('analytics events', () => {
  it('lists every event name exactly once', () => {
    expectTypeOf<UnlistedAnalyticsEventName>().toEqualTypeOf<never>();
    expect(new Set(ANALYTICS_EVENT_NAMES).size).toBe(ANALYTICS_EVENT_NAMES.length);
  });

  it('includes the events the product reports', () => {
    expect(ANALYTICS_EVENT_NAMES).toEqual(
      expect.arrayContaining([
        'MODAL_CREATED',
        'MODAL_OPEN',
        'MODAL_CLOSE',
        'CONNECT_SUCCESS',
        'CONNECT_ERROR',
        'SELECT_WALLET',
        'DISCONNECT_SUCCESS',
        'DISCONNECT_ERROR',
        'SWITCH_NETWORK',
        'CLICK_NETWORKS',
        'SEND_INITIATED',
        'SEND_SUCCESS',
        'SEND_ERROR',
        'SWAP_INITIATED',
        'SWAP_SUCCESS',
        'SWAP_ERROR',
        'SELECT_BUY_CRYPTO',
        'REGISTER_NAME_INITIATED',
        'REGISTER_NAME_SUCCESS',
        'REGISTER_NAME_ERROR',
        'SIWX_AUTH_SUCCESS',
        'SIWX_AUTH_ERROR',
        'ERROR_FETCH_TRANSACTIONS',
      ]),
    );
  });

  it('never uses the envelope keys event, type or address as properties', () => {
    fc.assert(
      fc.property(analyticsEventArb(), (event) => {
        expect(ANALYTICS_EVENT_NAMES).toContain(event.event);
        const keys = 'properties' in event ? Object.keys(event.properties) : [];
        for (const reserved of ['event', 'type', 'address']) expect(keys).not.toContain(reserved);
      }),
    );
  });
});

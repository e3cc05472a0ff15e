import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RouteInput, VIEW_NAMES } from '../router/index.js';
import { resolveOpenRoute } from './resolveOpenRoute.js';

const contextArb = fc.record({
  isConnected: fc.boolean(),
  enableAdapters: fc.boolean(),
  isMobile: fc.boolean(),
});

describe('resolveOpenRoute (SPEC §2 opening rules)', () => {
  it('shows an explicit view with its data, whatever the context', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VIEW_NAMES), fc.string(), contextArb, (view, uri, context) => {
        const route = { view, data: { uri } } as RouteInput;
        expect(resolveOpenRoute(route, context)).toEqual(route);
      }),
    );
  });

  it('shows Account whenever an address is connected and no view is given', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (enableAdapters, isMobile) => {
        expect(resolveOpenRoute({}, { isConnected: true, enableAdapters, isMobile })).toEqual({
          view: 'Account',
        });
      }),
    );
  });

  it('shows Connect when not connected and adapters exist', () => {
    fc.assert(
      fc.property(fc.boolean(), (isMobile) => {
        expect(resolveOpenRoute({}, { isConnected: false, enableAdapters: true, isMobile })).toEqual({
          view: 'Connect',
        });
      }),
    );
  });

  it('with no adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere', () => {
    expect(resolveOpenRoute({}, { isConnected: false, enableAdapters: false, isMobile: true })).toEqual({
      view: 'AllWallets',
    });
    expect(resolveOpenRoute({}, { isConnected: false, enableAdapters: false, isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    });
  });

  it('ignores the namespace when choosing the view', () => {
    expect(
      resolveOpenRoute(
        { namespace: 'solana' },
        { isConnected: false, enableAdapters: true, isMobile: false },
      ),
    ).toEqual({ view: 'Connect' });
  });
});

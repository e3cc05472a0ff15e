import fc from 'fast-check';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createRouterStore, type RouterStore } from './RouterStore.js';
import { type Route, START_VIEW, VIEW_NAMES, type ViewName } from './views.js';

const dataFor = (view: ViewName, tag: string): Route => {
  switch (view) {
    case 'ConnectingExternal':
      return { view, data: { connectorId: tag } };
    case 'ConnectingSocial':
      return { view, data: { provider: 'github' } };
    case 'EmailVerifyOtp':
    case 'EmailVerifyDevice':
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return { view, data: { email: `${tag}@example.com` } };
    case 'SwitchNetwork':
      return { view, data: { caipNetworkId: `eip155:${tag.length}` } };
    case 'Swap':
      return { view, data: { swap: { fromToken: 'ETH', toToken: tag, amount: '1.5' } } };
    default:
      return { view, data: { uri: `wc:${tag}` } };
  }
};

const routeArb: fc.Arbitrary<Route> = fc
  .tuple(fc.constantFrom(...VIEW_NAMES), fc.string({ maxLength: 6 }))
  .map(([view, tag]) => dataFor(view, tag));

type Op =
  | { kind: 'push' | 'replace' | 'reset'; route: Route }
  | { kind: 'goBack' }
  | { kind: 'goBackToIndex'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('push' as const, 'replace' as const, 'reset' as const),
    route: routeArb,
  }),
  fc.constant({ kind: 'goBack' as const }),
  fc.record({ kind: fc.constant('goBackToIndex' as const), index: fc.integer({ min: -2, max: 8 }) }),
);

const apply = (router: RouterStore, op: Op): void => {
  switch (op.kind) {
    case 'push':
      router.pushRoute(op.route);
      return;
    case 'replace':
      router.replaceRoute(op.route);
      return;
    case 'reset':
      router.resetRoute(op.route);
      return;
    case 'goBack':
      router.goBack();
      return;
    case 'goBackToIndex':
      router.goBackToIndex(op.index);
  }
};

describe('RouterStore', () => {
  it('starts on the Connect view with a single entry', () => {
    const router = createRouterStore();
    expect(START_VIEW).toBe('Connect');
    expect(router.view).toBe('Connect');
    expect(router.history).toEqual(['Connect']);
    expect(router.canGoBack).toBe(false);
    expect(router.data).toEqual({});
  });

  it('lists every SPEC §2 view', () => {
    const spec: ViewName[] = [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingWalletConnectBasic',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Swap',
      'Send',
      'Receive',
      'OnRamp',
      'History',
      'Pay',
      'Networks',
    ];
    for (const view of spec) expect(VIEW_NAMES).toContain(view);
    expect(new Set(VIEW_NAMES).size).toBe(VIEW_NAMES.length);
  });

  it('never empties its stack, whatever the sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const router = createRouterStore();
        for (const op of ops) {
          apply(router, op);
          expect(router.stack.length).toBeGreaterThanOrEqual(1);
          expect(router.history).toEqual(router.stack.map((r) => r.view));
          expect(router.view).toBe(router.history[router.history.length - 1]);
          expect(router.canGoBack).toBe(router.stack.length > 1);
        }
      }),
    );
  });

  it('restores the previous stack on goBack after pushing another view', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), routeArb, (ops, route) => {
        const router = createRouterStore();
        for (const op of ops) apply(router, op);
        fc.pre(route.view !== router.view);
        const before = router.stack;
        router.pushRoute(route);
        expect(router.route).toEqual(route);
        expect(router.goBack()).toBe(true);
        expect(router.stack).toEqual(before);
      }),
    );
  });

  it('pushing the view already showing replaces its data without a new entry', () => {
    fc.assert(
      fc.property(routeArb, fc.string(), (route, uri) => {
        const router = createRouterStore(route);
        router.pushRoute({ ...route, data: { ...route.data, uri } } as Route);
        expect(router.stack).toHaveLength(1);
        expect(router.data).toEqual({ ...route.data, uri });
      }),
    );
  });

  it('goBack is a no-op at the root', () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const router = createRouterStore();
        router.resetRoute(route);
        expect(router.goBack()).toBe(false);
        expect(router.stack).toEqual([route]);
      }),
    );
  });

  it('replace keeps the history below the current view', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), routeArb, (ops, route) => {
        const router = createRouterStore();
        for (const op of ops) apply(router, op);
        const below = router.stack.slice(0, -1);
        router.replaceRoute(route);
        expect(router.stack).toEqual([...below, route]);
      }),
    );
  });

  it('goBackToIndex keeps exactly the entries up to index, and ignores indexes not below the top', () => {
    fc.assert(
      fc.property(
        fc.array(routeArb, { maxLength: 10 }),
        fc.integer({ min: -3, max: 12 }),
        (routes, index) => {
          const router = createRouterStore();
          for (const route of routes) router.pushRoute(route);
          const before = router.stack;
          const moved = router.goBackToIndex(index);
          if (index >= 0 && index < before.length - 1) {
            expect(moved).toBe(true);
            expect(router.stack).toEqual(before.slice(0, index + 1));
          } else {
            expect(moved).toBe(false);
            expect(router.stack).toBe(before);
          }
        },
      ),
    );
  });

  it('rejects fractional indexes', () => {
    const router = createRouterStore();
    router.push('Account');
    router.push('Networks');
    expect(router.goBackToIndex(0.5)).toBe(false);
    expect(router.history).toEqual(['Connect', 'Account', 'Networks']);
  });

  it('carries typed data: swap arguments, uri and connector id', () => {
    const router = createRouterStore();
    router.push('Swap', { swap: { fromToken: 'ETH', toToken: 'USDC', amount: '0.25' } });
    expect(router.dataOf('Swap')?.swap).toEqual({ fromToken: 'ETH', toToken: 'USDC', amount: '0.25' });
    expect(router.dataOf('Send')).toBeUndefined();
    router.push('ConnectingExternal', { connectorId: 'io.metamask', uri: 'wc:abc' });
    expect(router.dataOf('ConnectingExternal')).toEqual({ connectorId: 'io.metamask', uri: 'wc:abc' });
    router.replace('ConnectingExternal', { connectorId: 'com.coinbase.wallet' });
    expect(router.history).toEqual(['Connect', 'Swap', 'ConnectingExternal']);
    expect(router.dataOf('ConnectingExternal')?.connectorId).toBe('com.coinbase.wallet');
    router.reset('Account');
    expect(router.history).toEqual(['Account']);
    expect(router.data).toEqual({});
  });

  it('requires data, at the type level, only for views with required fields', () => {
    const router = createRouterStore();
    router.push('Networks');
    // @ts-expect-error ConnectingExternal needs a connector id
    router.push('ConnectingExternal');
    // @ts-expect-error EmailVerifyOtp needs the e-mail address
    router.replace('EmailVerifyOtp', { uri: 'x' });
    expect(router.history).toEqual(['Connect', 'Networks', 'EmailVerifyOtp']);
  });

  it('is observable: a reaction sees every view change', () => {
    const router = createRouterStore();
    const seen: ViewName[] = [];
    const stop = autorun(() => {
      seen.push(router.view);
    });
    router.push('AllWallets');
    router.push('ConnectingExternal', { connectorId: 'x' });
    router.goBack();
    router.reset('Account');
    stop();
    expect(seen).toEqual(['Connect', 'AllWallets', 'ConnectingExternal', 'AllWallets', 'Account']);
  });

  describe('transaction stack', () => {
    it('runs the success callback and stays on the view', () => {
      const router = createRouterStore();
      const calls: string[] = [];
      router.push('ApproveTransaction');
      router.pushTransaction({ onSuccess: () => calls.push('success'), onError: () => calls.push('error') });
      expect(router.hasPendingTransaction).toBe(true);
      expect(router.popTransaction('success')).toBe(true);
      expect(calls).toEqual(['success']);
      expect(router.view).toBe('ApproveTransaction');
      expect(router.hasPendingTransaction).toBe(false);
    });

    it('runs the error or cancel callback and goes back', () => {
      for (const outcome of ['error', 'cancel'] as const) {
        const router = createRouterStore();
        const calls: string[] = [];
        router.push('Account');
        router.push('ApproveTransaction');
        router.pushTransaction({ onError: () => calls.push('error'), onCancel: () => calls.push('cancel') });
        expect(router.popTransaction(outcome)).toBe(true);
        expect(calls).toEqual([outcome]);
        expect(router.view).toBe('Account');
      }
    });

    it('settles the newest transaction first and reports when none is pending', () => {
      const router = createRouterStore();
      const calls: string[] = [];
      router.pushTransaction({ onSuccess: () => calls.push('first') });
      router.pushTransaction({});
      router.pushTransaction({ onSuccess: () => calls.push('third') });
      expect(router.popTransaction('success')).toBe(true);
      expect(router.popTransaction('success')).toBe(true);
      expect(router.popTransaction('success')).toBe(true);
      expect(router.popTransaction('cancel')).toBe(false);
      expect(calls).toEqual(['third', 'first']);
    });
  });
});

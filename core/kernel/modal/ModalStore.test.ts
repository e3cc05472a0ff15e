import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedPlatform, ManualClock, MemoryLogger } from '../../../testkits/index.js';
import { createRouterStore, type RouteInput, VIEW_NAMES } from '../router/index.js';
import { MODAL_SHAKE_MS, PREFETCH_TIMEOUT_MS } from './constants.js';
import {
  createModalStore,
  type ModalCloseEvent,
  type ModalEvent,
  type ModalStoreDeps,
} from './ModalStore.js';

interface SetupOptions {
  readonly embedded?: boolean;
  readonly enableAdapters?: boolean;
  readonly mobile?: boolean;
  readonly prefetch?: ModalStoreDeps['prefetch'];
  readonly prepare?: ModalStoreDeps['prepare'];
}

const setup = (options: SetupOptions = {}) => {
  const clock = new ManualClock();
  const router = createRouterStore();
  const logger = new MemoryLogger();
  const state = { connected: false, signInRequired: false, session: false };
  const events: ModalEvent[] = [];
  const modal = createModalStore({
    router,
    scheduler: clock,
    platform: new FixedPlatform(options.mobile ?? false),
    options: {
      ...(options.embedded === undefined ? {} : { embedded: options.embedded }),
      enableAdapters: options.enableAdapters ?? true,
      isSignInRequired: () => state.signInRequired,
      hasSession: () => state.session,
    },
    isConnected: () => state.connected,
    onEvent: (event) => events.push(event),
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
    ...(options.prepare ? { prepare: options.prepare } : {}),
    logger,
  });
  return { clock, router, logger, state, events, modal };
};

const routeArb: fc.Arbitrary<RouteInput> = fc.constantFrom(...VIEW_NAMES).map((view) => {
  switch (view) {
    case 'ConnectingExternal':
      return { view, data: { connectorId: 'io.metamask' } };
    case 'ConnectingSocial':
      return { view, data: { provider: 'google' } };
    case 'EmailVerifyOtp':
    case 'EmailVerifyDevice':
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return { view, data: { email: 'a@b.co' } };
    case 'SwitchNetwork':
      return { view, data: { caipNetworkId: 'eip155:1' } };
    default:
      return { view };
  }
});

type Op =
  | { kind: 'open'; route: RouteInput | undefined }
  | { kind: 'close'; force: boolean }
  | { kind: 'push'; route: RouteInput }
  | { kind: 'flags'; connected: boolean; signInRequired: boolean; session: boolean }
  | { kind: 'shake' }
  | { kind: 'wait'; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), route: fc.option(routeArb, { nil: undefined }) }),
  fc.record({ kind: fc.constant('close' as const), force: fc.boolean() }),
  fc.record({ kind: fc.constant('push' as const), route: routeArb }),
  fc.record({
    kind: fc.constant('flags' as const),
    connected: fc.boolean(),
    signInRequired: fc.boolean(),
    session: fc.boolean(),
  }),
  fc.constant({ kind: 'shake' as const }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 800 }) }),
);

describe('ModalStore', () => {
  it('starts closed, not loading, not shaking, without namespace', () => {
    const { modal } = setup();
    expect(modal.isOpen).toBe(false);
    expect(modal.loading).toBe(false);
    expect(modal.isShaking).toBe(false);
    expect(modal.namespace).toBeUndefined();
    expect(MODAL_SHAKE_MS).toBe(500);
    expect(PREFETCH_TIMEOUT_MS).toBe(2000);
  });

  it('opens on the view the opening rules pick and reports MODAL_OPEN once', async () => {
    const { modal, router, state, events } = setup();
    await modal.open({ namespace: 'solana' });
    expect(modal.isOpen).toBe(true);
    expect(router.history).toEqual(['Connect']);
    expect(modal.namespace).toBe('solana');
    state.connected = true;
    await modal.open();
    expect(router.view).toBe('Account');
    expect(modal.namespace).toBeUndefined();
    await modal.open({ view: 'Swap', data: { swap: { fromToken: 'ETH', amount: '1' } } });
    expect(router.dataOf('Swap')).toEqual({ swap: { fromToken: 'ETH', amount: '1' } });
    expect(events).toEqual([{ event: 'MODAL_OPEN', connected: false }]);
  });

  it('opens AllWallets on mobile and ConnectingWalletConnectBasic elsewhere without adapters', async () => {
    const mobile = setup({ enableAdapters: false, mobile: true });
    await mobile.modal.open();
    expect(mobile.router.view).toBe('AllWallets');
    const desktop = setup({ enableAdapters: false });
    await desktop.modal.open();
    expect(desktop.router.view).toBe('ConnectingWalletConnectBasic');
  });

  it('closes: resets the router, clears loading and namespace, reports MODAL_CLOSE and tells listeners', async () => {
    const { modal, router, state, events } = setup();
    const closes: ModalCloseEvent[] = [];
    modal.onClose((event) => closes.push(event));
    state.connected = true;
    await modal.open({ view: 'Networks', namespace: 'eip155' });
    modal.setLoading(true);
    expect(modal.close()._unsafeUnwrap()).toBe('closed');
    expect(modal.isOpen).toBe(false);
    expect(modal.loading).toBe(false);
    expect(modal.namespace).toBeUndefined();
    expect(router.history).toEqual(['Connect']);
    expect(events.at(-1)).toEqual({ event: 'MODAL_CLOSE', connected: true });
    expect(closes).toEqual([{ connected: true, pendingTransaction: false, embedded: false }]);
    expect(modal.close()._unsafeUnwrap()).toBe('already-closed');
    expect(closes).toHaveLength(1);
    expect(events.filter((e) => e.event === 'MODAL_CLOSE')).toHaveLength(1);
  });

  it('tells close listeners a transaction is pending, so embedded signing requests are kept', async () => {
    const { modal, router } = setup();
    const closes: ModalCloseEvent[] = [];
    const stop = modal.onClose((event) => closes.push(event));
    await modal.open();
    router.pushTransaction({});
    modal.close();
    stop();
    await modal.open();
    modal.close();
    expect(closes).toEqual([{ connected: false, pendingTransaction: true, embedded: false }]);
  });

  it('logs a failing close listener and still tells the others', async () => {
    const { modal, logger } = setup();
    const seen: string[] = [];
    modal.onClose(() => {
      throw new Error('listener broke');
    });
    modal.onClose(() => seen.push('second'));
    await modal.open();
    expect(modal.close().isOk()).toBe(true);
    expect(seen).toEqual(['second']);
    expect(logger.entries.map((e) => e.message)).toEqual(['modal close listener failed']);
  });

  it('blocks closing on ApproveTransaction unless forced, and shakes', async () => {
    const { modal, router } = setup();
    await modal.open({ view: 'ApproveTransaction' });
    const blocked = modal.close();
    expect(blocked._unsafeUnwrapErr().message).toBe(
      'The modal cannot be closed: a transaction is awaiting approval',
    );
    expect(modal.isOpen).toBe(true);
    expect(modal.isShaking).toBe(true);
    expect(router.view).toBe('ApproveTransaction');
    expect(modal.close({ force: true })._unsafeUnwrap()).toBe('closed');
  });

  it('blocks closing while sign-in is required without a session', async () => {
    const { modal, state } = setup();
    state.signInRequired = true;
    await modal.open({ view: 'SIWXSignMessage' });
    expect(modal.close({ force: true })._unsafeUnwrapErr().code).toBe('MODAL_CLOSE_BLOCKED');
    state.session = true;
    expect(modal.close()._unsafeUnwrap()).toBe('closed');
  });

  it('in embedded mode is open from the start and closing navigates to Account or Connect', async () => {
    const { modal, router, state, events } = setup({ embedded: true });
    expect(modal.isOpen).toBe(true);
    expect(modal.embedded).toBe(true);
    await modal.open({ view: 'Networks' });
    expect(events).toEqual([]);
    expect(modal.close()._unsafeUnwrap()).toBe('navigated');
    expect(modal.isOpen).toBe(true);
    expect(router.history).toEqual(['Connect']);
    state.connected = true;
    router.push('Networks');
    expect(modal.close()._unsafeUnwrap()).toBe('navigated');
    expect(router.history).toEqual(['Account']);
    expect(events).toEqual([
      { event: 'MODAL_CLOSE', connected: false },
      { event: 'MODAL_CLOSE', connected: true },
    ]);
  });

  it('never closes on ApproveTransaction without force, nor while sign-in is required without session', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(opArb, { maxLength: 30 }), (embedded, ops) => {
        const { modal, router, state, clock } = setup({ embedded });
        for (const op of ops) {
          switch (op.kind) {
            case 'open':
              void modal.open(op.route ?? {});
              break;
            case 'push':
              router.pushRoute(op.route);
              break;
            case 'flags':
              state.connected = op.connected;
              state.signInRequired = op.signInRequired;
              state.session = op.session;
              break;
            case 'shake':
              modal.shake();
              break;
            case 'wait':
              clock.advance(op.ms);
              break;
            case 'close': {
              const wasOpen = modal.isOpen;
              const before = router.stack;
              const approving = router.view === 'ApproveTransaction' && !op.force;
              const signInBlocked = state.signInRequired && !state.session;
              const result = modal.close({ force: op.force });
              if (wasOpen && (approving || signInBlocked)) {
                expect(result.isErr()).toBe(true);
                expect(modal.isOpen).toBe(true);
                expect(modal.isShaking).toBe(true);
                expect(router.stack).toBe(before);
              } else {
                expect(result.isOk()).toBe(true);
                expect(modal.isOpen).toBe(embedded);
                expect(modal.loading).toBe(false);
              }
            }
          }
          expect(router.stack.length).toBeGreaterThanOrEqual(1);
          if (embedded) expect(modal.isOpen).toBe(true);
        }
      }),
    );
  });

  it('shakes for exactly MODAL_SHAKE_MS after the last shake', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 6 }), (gaps) => {
        const { modal, clock } = setup();
        for (const gap of gaps) {
          clock.advance(gap);
          modal.shake();
          expect(modal.isShaking).toBe(true);
        }
        clock.advance(MODAL_SHAKE_MS - 1);
        expect(modal.isShaking).toBe(true);
        clock.advance(1);
        expect(modal.isShaking).toBe(false);
        expect(clock.pending).toBe(0);
      }),
    );
  });

  it('is loading while the prefetch runs and stops when it settles', async () => {
    let finish: () => void = () => undefined;
    const { modal, clock } = setup({
      prefetch: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    let opened = false;
    void modal.open().then(() => {
      opened = true;
    });
    expect(modal.isOpen).toBe(true);
    expect(modal.loading).toBe(true);
    await clock.advanceAsync(1000);
    expect(modal.loading).toBe(true);
    finish();
    await clock.advanceAsync(0);
    expect(modal.loading).toBe(false);
    expect(opened).toBe(true);
    expect(clock.pending).toBe(0);
  });

  it('stops loading when the prefetch times out after exactly PREFETCH_TIMEOUT_MS', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: PREFETCH_TIMEOUT_MS - 1 }), async (early) => {
        const { modal, clock, logger } = setup({ prefetch: () => new Promise<void>(() => undefined) });
        void modal.open();
        await clock.advanceAsync(early);
        expect(modal.loading).toBe(true);
        await clock.advanceAsync(PREFETCH_TIMEOUT_MS - early);
        expect(modal.loading).toBe(false);
        expect(logger.entries.map((e) => e.message)).toEqual(['modal prefetch timed out']);
      }),
    );
  });

  it('treats a failing prefetch as settled and logs it', async () => {
    const { modal, logger } = setup({
      prefetch: () => {
        throw new Error('images unavailable');
      },
    });
    await modal.open();
    expect(modal.loading).toBe(false);
    expect(logger.entries.map((e) => e.message)).toEqual(['modal prefetch failed']);
  });

  it('a late prefetch never clears a newer loading state', async () => {
    const resolvers: (() => void)[] = [];
    const { modal } = setup({
      prefetch: () =>
        new Promise<void>((resolve) => {
          resolvers.push(resolve);
        }),
    });
    const first = modal.open();
    modal.close();
    const second = modal.open();
    resolvers[0]?.();
    await first;
    expect(modal.loading).toBe(true);
    resolvers[1]?.();
    await second;
    expect(modal.loading).toBe(false);
  });

  it('dispose stops the shake timer and drops listeners', async () => {
    const { modal, clock } = setup();
    const closes: ModalCloseEvent[] = [];
    modal.onClose((event) => closes.push(event));
    modal.shake();
    modal.dispose();
    expect(clock.pending).toBe(0);
    await modal.open();
    modal.close();
    expect(closes).toEqual([]);
  });
});

describe('ModalStore: prepare', () => {
  it('asks for what opening shows on prepare() and on every open, before the images are prefetched', async () => {
    const calls: string[] = [];
    const { modal } = setup({
      prepare: () => calls.push('prepare'),
      prefetch: () => {
        calls.push('images');
        return Promise.resolve();
      },
    });
    modal.prepare();
    expect(calls).toEqual(['prepare']);
    expect(modal.isOpen).toBe(false);
    await modal.open();
    expect(calls).toEqual(['prepare', 'prepare', 'images']);
  });

  it('does nothing without a prepare dependency', () => {
    const { modal } = setup();
    expect(() => modal.prepare()).not.toThrow();
    expect(modal.isOpen).toBe(false);
  });
});

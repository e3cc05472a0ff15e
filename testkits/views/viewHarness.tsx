// The shared harness of the ui-react view tests: a LatchProvider rendered over a fixture (fixtures.ts), the
// modal's shadow root and queries within it, settling helpers, recording view services, a stand-in
// IntersectionObserver, and the clean-up after each test. Test tooling only: it imports testkits and vitest.
import { act, cleanup, configure, type RenderResult, render, within } from '@testing-library/react';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Clock, Scheduler } from '../../ports/index.js';
import { type ViewServices, ViewServicesContext } from '../../ui-react/components/viewServices.js';
import { LatchProvider } from '../../ui-react/context/LatchProvider.js';
import { loadModalContents } from '../../ui-react/shell/LatchModal/loadModalContents.js';
import type { ViewRegistry } from '../../ui-react/views/viewDefinition.js';
import { latchModal, latchShadowRoot } from '../hostQueries.js';
import { flushMicrotasks } from '../ManualClock.js';
import { MemoryWalletConnector } from '../MemoryWalletConnector.js';
import { createFixture, type Fixture, type FixtureOptions } from './fixtures.js';
import { expectNoRawText } from './rawText.js';

// The dialog's and toasts' code is fetched after the page's first chunk (DeferredModalContents); view tests start
// with it fetched, as a page does once idle (its deferral is tested in DeferredModalContents.test.tsx).
await loadModalContents();

/** How long a view test waits for what a lazily loaded view shows (a view chunk imported from source). */
export const LAZY_VIEW_TIMEOUT_MS = 10_000;

// Views are lazy chunks: a file's first render imports one (and its flow) from source, which can take longer
// than Testing Library's default second on a busy machine. waitFor / findBy only wait this long when failing.
configure({ asyncUtilTimeout: LAZY_VIEW_TIMEOUT_MS });

/** The modal's shadow root (the modal host is portalled to document.body). */
export const shadow = (): ShadowRoot => latchShadowRoot('modal');

/** Queries within the modal's root: the dialog, its view and the toasts. */
export const modal = () => within(latchModal());

/** The element focused inside the modal's shadow root. */
export const focused = (): Element | null => shadow().activeElement;

/** Lets pending promise callbacks run, inside act. */
export const flush = async (rounds?: number): Promise<void> => {
  await act(async () => {
    await flushMicrotasks(rounds);
  });
};

/** Lets promises settle and every due timer of the fixture's clock fire, inside act. */
export const settle = async (current: Fixture): Promise<void> => {
  await act(async () => {
    await flushMicrotasks();
    await current.clock.runAllAsync();
    await flushMicrotasks();
  });
};

/** The analytics events the fixture reported, in order. */
export const events = (current: Fixture) =>
  current.analytics.envelopes.map((envelope) => envelope.props.event);

/** The fixture's in-memory wallet `id` (MetaMask by default), to set up or drive. */
export const connectorOf = (current: Fixture, id = 'io.metamask'): MemoryWalletConnector => {
  const found = current.discovery.list().find((item) => item.info.id === id);
  if (!(found instanceof MemoryWalletConnector)) throw new Error(`no connector ${id}`);
  return found;
};

export interface RecordingServices {
  readonly services: ViewServices;
  /** What the views copied to the clipboard. */
  readonly copied: string[];
  /** The links the views opened. */
  readonly opened: string[];
}

/** View services on the test's clock that record the clipboard and the links opened. */
export const recordingServices = (
  clock: Clock & Scheduler,
  { clipboardFails = false }: { readonly clipboardFails?: boolean } = {},
): RecordingServices => {
  const copied: string[] = [];
  const opened: string[] = [];
  const services: ViewServices = {
    now: () => clock.now(),
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    copyText: async (text) => {
      if (clipboardFails) throw new Error('denied');
      copied.push(text);
    },
    openUrl: (href) => {
      opened.push(href);
    },
  };
  return { services, copied, opened };
};

export interface RenderLatchOptions {
  /** Provided to the views (clock, clipboard, links) instead of the browser's. */
  readonly services?: ViewServices;
  /** Extra or replacement views. */
  readonly views?: ViewRegistry;
  /** Render in React's StrictMode (effects run twice). */
  readonly strict?: boolean;
  /** Wraps the provider, e.g. in a context of the test's own. */
  readonly wrap?: (tree: ReactElement) => ReactElement;
  /** The host page inside the provider. */
  readonly children?: ReactNode;
}

export interface ViewHarness {
  /** A fixture over in-memory adapters, disposed after the test. */
  fixture(options?: FixtureOptions): Fixture;
  /** Renders a LatchProvider over the fixture's core. */
  render(current: Fixture, options?: RenderLatchOptions): RenderResult;
  /** Unmounts what was rendered and disposes the fixtures made so far (done after each test anyway). */
  dispose(): void;
}

/** The harness of one test file: call it at the top level, so each test ends unmounted and disposed. */
export function viewHarness(): ViewHarness {
  const fixtures: Fixture[] = [];
  const dispose = () => {
    cleanup();
    for (const fixture of fixtures.splice(0)) fixture.dispose();
  };
  afterEach(() => {
    // Whatever a test left on screen is checked too: no raw node, parser or runtime text (issue 17).
    const root = document
      .querySelector('[data-latch-host="modal"]')
      ?.shadowRoot?.querySelector('.latch-root');
    try {
      if (root) expectNoRawText(root, 'left on screen by the test');
    } finally {
      dispose();
    }
  });
  return {
    dispose,
    fixture(options) {
      const current = createFixture(options);
      fixtures.push(current);
      return current;
    },
    render(current, { services, views, strict = false, wrap, children } = {}) {
      let tree = (
        <LatchProvider latch={current.latch} {...(views ? { views } : {})}>
          {children}
        </LatchProvider>
      );
      if (services)
        tree = <ViewServicesContext.Provider value={services}>{tree}</ViewServicesContext.Provider>;
      if (wrap) tree = wrap(tree);
      return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
    },
  };
}

/** IntersectionObserver stand-in: tests decide when the sentinel is seen. */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { readonly root?: Element | null } = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  /** The observers watching at least one element. */
  static active() {
    return FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
  }
  static get watching() {
    return FakeIntersectionObserver.active().length > 0;
  }
  static seeSentinel() {
    for (const observer of FakeIntersectionObserver.active()) observer.callback([{ isIntersecting: true }]);
  }
}

/** Puts FakeIntersectionObserver in place of the global for each test of the file. */
export function fakeIntersectionObserver(): typeof FakeIntersectionObserver {
  beforeEach(() => {
    FakeIntersectionObserver.instances.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return FakeIntersectionObserver;
}

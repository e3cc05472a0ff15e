// @vitest-environment happy-dom
import { act, cleanup, render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../testkits/ManualClock.js';
import { createFixture, ETHEREUM, type Fixture } from '../../testkits/views/fixtures.js';
import { loadModalContents } from '../shell/LatchModal/loadModalContents.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import { LatchProvider } from './LatchProvider.js';
import { PRELOAD_IDLE_TIMEOUT_MS } from './whenIdle.js';

// The dialog's code as a page has it once idle (its deferral: DeferredModalContents.test.tsx).
beforeAll(() => loadModalContents());

const fixtures: Fixture[] = [];
afterEach(() => {
  cleanup();
  for (const fixture of fixtures.splice(0)) fixture.dispose();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const ConnectStub: ComponentType = () => <p>connect view</p>;
const AccountStub: ComponentType = () => <p>account view</p>;

/** Views that count their loads. */
const countingViews = () => {
  const loads: string[] = [];
  const views: ViewRegistry = {
    Connect: {
      load: async () => {
        loads.push('Connect');
        return ConnectStub;
      },
    },
    Account: {
      load: async () => {
        loads.push('Account');
        return AccountStub;
      },
    },
  };
  return { views, loads };
};

const make = () => {
  const fixture = createFixture();
  fixtures.push(fixture);
  return fixture;
};

const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

const modalRoot = () => {
  const root = document
    .querySelector('[data-latch-host="modal"]')
    ?.shadowRoot?.querySelector<HTMLElement>('.latch-root');
  if (!root) throw new Error('no modal root');
  return within(root);
};

describe('usePreloadOpenView', () => {
  it('fetches the Connect view once the page is idle, so the first opening shows it without a skeleton', async () => {
    const fixture = make();
    const { views, loads } = countingViews();
    render(<LatchProvider latch={fixture.latch} views={views} />);
    expect(loads).toEqual([]);
    await idle();
    expect(loads).toEqual(['Connect']);

    act(() => {
      void fixture.latch.modal.open();
    });
    expect(modalRoot().getByText('connect view')).toBeTruthy();
    expect(modalRoot().queryByTestId('latch-view-skeleton')).toBeNull();
    expect(loads).toEqual(['Connect']);
  });

  it('fetches the Account view instead when a wallet is connected', async () => {
    const fixture = make();
    await act(async () => {
      await fixture.latch.connection.connect('io.metamask', { network: ETHEREUM });
      await fixture.clock.runAllAsync();
      await flushMicrotasks();
    });
    const { views, loads } = countingViews();
    render(<LatchProvider latch={fixture.latch} views={views} />);
    await idle();
    expect(loads).toEqual(['Account']);
  });

  it('uses requestIdleCallback with a deadline where the browser has it, and cancels on unmount', async () => {
    const requested: (number | undefined)[] = [];
    const cancelled: number[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
        requested.push(options?.timeout);
        return window.setTimeout(callback, 0);
      },
      cancelIdleCallback: (handle: number) => {
        cancelled.push(handle);
        window.clearTimeout(handle);
      },
    });
    const first = countingViews();
    const mounted = render(<LatchProvider latch={make().latch} views={first.views} />);
    mounted.unmount();
    await idle();
    expect(first.loads).toEqual([]);
    expect(cancelled).toHaveLength(1);

    const second = countingViews();
    render(<LatchProvider latch={make().latch} views={second.views} />);
    await idle();
    expect(second.loads).toEqual(['Connect']);
    expect(requested).toEqual([PRELOAD_IDLE_TIMEOUT_MS, PRELOAD_IDLE_TIMEOUT_MS]);
  });
});

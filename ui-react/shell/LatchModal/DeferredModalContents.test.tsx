// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixture, type Fixture } from '../../../testkits/views/fixtures.js';

// Each test imports the provider afresh (vi.resetModules), so the dialog's code starts unfetched every time.
const fixtures: Fixture[] = [];
const idleTasks: (() => void)[] = [];
beforeEach(() => {
  vi.resetModules();
  Object.assign(window, {
    requestIdleCallback: (task: () => void) => idleTasks.push(task),
    cancelIdleCallback: () => undefined,
  });
});
afterEach(() => {
  cleanup();
  for (const fixture of fixtures.splice(0)) fixture.dispose();
  idleTasks.splice(0);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const mount = async (options: { embedded?: boolean } = {}) => {
  const { LatchProvider } = await import('../../context/LatchProvider.js');
  const fixture = createFixture();
  fixtures.push(fixture);
  render(<LatchProvider latch={fixture.latch} {...options} />);
  return fixture;
};

const inModal = (selector: string) =>
  document.querySelector('[data-latch-host="modal"]')?.shadowRoot?.querySelector(selector) ?? null;

/** The first fetch of the dialog's code also transforms it: slow on a busy machine. */
const LOADED = { timeout: 5000 };

/** Lets the dynamic import of the dialog's code settle and React render it. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('DeferredModalContents', () => {
  it('fetches the dialog once the page is idle, not with the page; the toasts not even then', async () => {
    await mount();
    await settle();
    expect(inModal('[data-testid="latch-status"]')).not.toBeNull();
    expect(idleTasks.length).toBeGreaterThan(0);
    const { dialogCode, toastsCode } = await import('./loadModalContents.js');
    expect(dialogCode.loaded()).toBeUndefined();

    act(() => {
      for (const task of idleTasks.splice(0)) task();
    });
    await vi.waitFor(() => expect(dialogCode.loaded()).toBeDefined(), LOADED);
    await settle();
    expect(toastsCode.loaded()).toBeUndefined();
    expect(inModal('.latch-toasts')).toBeNull();
  });

  it('fetches the dialog at once when the modal opens before the page is idle', async () => {
    const fixture = await mount();
    await settle();
    expect(inModal('[role="dialog"]')).toBeNull();
    act(() => {
      void fixture.latch.modal.open();
    });
    await vi.waitFor(() => expect(inModal('[role="dialog"]')).not.toBeNull(), LOADED);
  });

  it('fetches the toasts at once for a toast, and the dialog for an embedded modal', async () => {
    const fixture = await mount();
    act(() => {
      fixture.latch.toasts.show({ message: 'Copied', variant: 'success' });
    });
    await vi.waitFor(() => expect(inModal('.latch-toasts')?.textContent).toContain('Copied'), LOADED);

    cleanup();
    vi.resetModules();
    await mount({ embedded: true });
    await vi.waitFor(() => expect(inModal('[role="dialog"]')).not.toBeNull(), LOADED);
  });
});

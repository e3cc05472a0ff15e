// Steps the view tests of the account flows (Send, Swap, On-ramp) share: the view opened over Account with the
// fixture's wallet connected, the debounce of a quote let pass, the form's action button, and the view asking to
// connect. Test tooling only, beside viewHarness.tsx (it uses vitest and Testing Library).
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ViewDataArgs, ViewName } from '../../core/kernel/router/index.js';
import type { Network } from '../../ports/index.js';
import { flushMicrotasks } from '../ManualClock.js';
import type { Fixture } from './fixtures.js';
import { flush, modal, shadow, type ViewHarness } from './viewHarness.js';

/**
 * Connects the fixture's MetaMask on `network` and opens `view` over Account, as a user reaches it from Account
 * (Done and Back return there); resolves once `ready` (a selector) shows, with a user-event instance for the
 * modal's document.
 */
export async function openOverAccount<V extends ViewName>(
  current: Fixture,
  network: Network,
  ready: string,
  view: V,
  ...args: ViewDataArgs<V>
) {
  await act(async () => {
    await current.latch.connection.connect('io.metamask', { network });
    current.latch.router.reset('Account');
    await current.latch.modal.open({ view: 'Account' });
    current.latch.router.push(view, ...args);
  });
  await flush();
  // The view is a lazy chunk: waitFor waits up to LAZY_VIEW_TIMEOUT_MS (viewHarness) for it.
  await waitFor(() => expect(shadow().querySelector(ready)).not.toBeNull());
  return userEvent.setup({ document: shadow().ownerDocument });
}

/** Lets `ms` pass on the fixture's clock (a quote's debounce) and what it started answer. */
export const afterDebounce = async (current: Fixture, ms: number): Promise<void> => {
  await act(async () => {
    await current.clock.advanceAsync(ms);
    await flushMicrotasks();
  });
  await flush();
};

/** The form's submit button, whose data-action and label follow the flow. */
export const actionButton = (): HTMLButtonElement => {
  const button = shadow().querySelector<HTMLButtonElement>('button[type="submit"][data-action]');
  if (button === null) throw new Error('no action button');
  return button;
};

/** Opens `view` with no wallet connected; resolves once it asks to connect (its 'Connect Wallet' button shows). */
export async function openNotConnected(
  harness: ViewHarness,
  network: Network,
  view: 'Send' | 'Swap' | 'OnRamp',
): Promise<Fixture> {
  const current = harness.fixture({ networks: [network] });
  harness.render(current);
  await act(async () => {
    await current.latch.modal.open({ view });
  });
  await flush();
  await modal().findByRole('button', { name: 'Connect Wallet' });
  return current;
}

// @vitest-environment happy-dom
import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { ETHEREUM } from '../../../testkits/views/fixtures.js';
import { modal, viewHarness } from '../../../testkits/views/viewHarness.js';
import { STATUS_MESSAGES } from '../Announcer/statusMessage.js';

const harness = viewHarness();

const setup = () => {
  const current = harness.fixture();
  harness.render(current);
  return current;
};

describe('toasts', () => {
  it('shows the core toasts in a polite live region, even with the modal closed; errors as alerts', () => {
    const { latch, clock } = setup();
    const region = modal().getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      latch.toasts.show({ message: 'Copied', variant: 'success' });
    });
    expect(region.textContent).toBe('Copied');
    act(() => {
      latch.toasts.show({ message: 'Token Balance Unavailable', variant: 'error' });
      clock.advance(150);
    });
    expect(within(region).getByRole('alert').textContent).toBe('Token Balance Unavailable');
    act(() => clock.advance(4000 + 150));
    expect(region.textContent).toBe('');
  });

  it('marks a closing toast so it can play its exit animation', () => {
    const { latch } = setup();
    act(() => {
      const id = latch.toasts.show({ message: 'Working', variant: 'loading' });
      latch.toasts.dismiss(id);
    });
    expect(modal().getByText('Working').closest('[data-open]')?.getAttribute('data-open')).toBe('false');
  });

  it('renders a toast link that opens in a new tab', () => {
    const { latch } = setup();
    act(() => {
      latch.toasts.show({
        message: 'Sent 1 ETH',
        variant: 'success',
        link: { href: 'https://explorer.example/tx/0x01', label: 'View transaction' },
      });
    });
    const link = modal().getByRole('link', { name: 'View transaction' });
    expect(link.getAttribute('href')).toBe('https://explorer.example/tx/0x01');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('status announcements', () => {
  it('announces connection status changes, not the status found at mount', async () => {
    const { latch } = setup();
    const status = modal().getByTestId('latch-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await act(async () => {
      await latch.connection.connect('io.metamask', { network: ETHEREUM });
      await flushMicrotasks();
    });
    expect(status.textContent).toBe(STATUS_MESSAGES.connected);
    await act(async () => {
      await latch.connection.disconnect();
    });
    expect(status.textContent).toBe('Wallet disconnected');
  });
});

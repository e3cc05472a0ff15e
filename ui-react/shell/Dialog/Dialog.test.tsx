// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../testkits/views/fixtures.js';
import { focused, modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();

const modalHost = () => document.querySelector<HTMLElement>('[data-latch-host="modal"]');

const setup = () => {
  const current = harness.fixture();
  harness.render(current, { children: <button type="button">opener</button> });
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  return { ...current, opener };
};

const open = async (latch: Fixture['latch']) => {
  await act(async () => {
    await latch.modal.open();
  });
  await modal().findByRole('list', { name: 'Wallets' });
};

describe('the modal dialog (WAI-ARIA dialog pattern)', () => {
  it('renders nothing but its host until opened', () => {
    setup();
    expect(modalHost()?.parentElement).toBe(document.body);
    expect(modal().queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog labelled by its title, with focus moved into it', async () => {
    const { latch } = setup();
    await open(latch);
    const dialog = modal().getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = shadow().getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Connect Wallet');
    expect(dialog.contains(focused())).toBe(true);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { latch } = setup();
    await open(latch);
    const dialog = modal().getByRole('dialog');
    const close = modal().getByRole('button', { name: 'Close' });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(focused()).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const last = focused();
    expect(last).not.toBe(close);
    expect(dialog.contains(last)).toBe(true);
    if (!last) throw new Error('no focus');
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(focused()).toBe(close);
    for (let step = 0; step < 12; step++) {
      const from = focused() ?? dialog;
      fireEvent.keyDown(from, { key: 'Tab' });
      expect(dialog.contains(focused())).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { latch, opener } = setup();
    await open(latch);
    fireEvent.keyDown(modal().getByRole('dialog'), { key: 'Escape' });
    expect(latch.modal.isOpen).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('shakes for 500 ms instead of closing while closing is blocked (SPEC §2)', async () => {
    const { latch, clock } = setup();
    await open(latch);
    act(() => latch.router.push('ApproveTransaction'));
    const dialog = modal().getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(latch.modal.isOpen).toBe(true);
    expect(dialog.getAttribute('data-shaking')).toBe('true');
    act(() => clock.advance(499));
    expect(dialog.getAttribute('data-shaking')).toBe('true');
    act(() => clock.advance(1));
    expect(dialog.getAttribute('data-shaking')).toBe('false');
  });

  it('has a labelled close button and a labelled back button when there is history', async () => {
    const { latch } = setup();
    await open(latch);
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => latch.router.push('AllWallets'));
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    expect(latch.router.view).toBe('Connect');
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    expect(latch.modal.isOpen).toBe(false);
  });

  it('closes when the backdrop (not the card) is pressed', async () => {
    const { latch } = setup();
    await open(latch);
    fireEvent.mouseDown(modal().getByRole('dialog'));
    expect(latch.modal.isOpen).toBe(true);
    fireEvent.mouseDown(modal().getByTestId('latch-overlay'));
    expect(latch.modal.isOpen).toBe(false);
  });

  it('marks the view it opened on (no fade: it comes in with the card) until the first navigation', async () => {
    const { latch } = setup();
    await open(latch);
    const current = () => shadow().querySelector<HTMLElement>('.latch-view');
    expect(current()?.dataset.view).toBe('Connect');
    expect(current()?.hasAttribute('data-first')).toBe(true);
    await act(async () => {
      latch.router.push('AllWallets');
    });
    await modal().findByRole('searchbox');
    expect(current()?.dataset.view).toBe('AllWallets');
    expect(current()?.hasAttribute('data-first')).toBe(false);
    await act(async () => {
      latch.router.goBack();
    });
    await modal().findByRole('list', { name: 'Wallets' });
    expect(current()?.dataset.view).toBe('Connect');
    expect(current()?.hasAttribute('data-first')).toBe(false);
  });

  it('fades out with the view it closed from, whatever closed it, not the Connect list it is reset to', async () => {
    const { latch } = setup();
    const card = () => shadow().querySelector<HTMLElement>('.latch-card');
    const closes: (() => unknown)[] = [
      () => fireEvent.click(modal().getByRole('button', { name: 'Close' })),
      () => fireEvent.keyDown(modal().getByRole('dialog'), { key: 'Escape' }),
      () => latch.modal.close(),
    ];
    for (const close of closes) {
      // Opened again while the last one fades, it shows what the core's router says.
      await open(latch);
      expect(card()?.dataset.state).toBe('open');
      expect(card()?.querySelector<HTMLElement>('.latch-view')?.dataset.view).toBe('Connect');
      await act(async () => {
        latch.router.push('AllWallets');
      });
      await modal().findByRole('searchbox');
      act(() => {
        close();
      });
      expect(latch.modal.isOpen).toBe(false);
      expect(latch.router.view).toBe('Connect');
      expect(card()?.dataset.state).toBe('closing');
      expect(card()?.querySelector<HTMLElement>('.latch-view')?.dataset.view).toBe('AllWallets');
      expect(card()?.querySelector('h2')?.textContent).toBe('All Wallets');
      expect(card()?.querySelector('[aria-label="Back"]')).not.toBeNull();
    }
  });

  it('shows a skeleton while a view loads, never a blank panel', async () => {
    const { latch } = setup();
    await act(async () => {
      await latch.modal.open();
    });
    const first =
      modal().queryByTestId('latch-view-skeleton') ?? modal().queryByRole('list', { name: 'Wallets' });
    expect(first).not.toBeNull();
    await modal().findByRole('list', { name: 'Wallets' });
  });
});

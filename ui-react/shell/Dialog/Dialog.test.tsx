// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../tooling/ui-gallery/fixtures.js';
import { LatchProvider } from '../../context/LatchProvider.js';

let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const modalHost = () => document.querySelector<HTMLElement>('[data-latch-host="modal"]');
const shadow = () => {
  const root = modalHost()?.shadowRoot;
  if (!root) throw new Error('no modal shadow root');
  return root;
};
const inModal = () => {
  const root = shadow().querySelector<HTMLElement>('.latch-root');
  if (!root) throw new Error('no modal root');
  return within(root);
};
const focused = () => shadow().activeElement;

const setup = () => {
  const current = createFixture();
  fixture = current;
  render(
    <LatchProvider latch={current.latch}>
      <button type="button">opener</button>
    </LatchProvider>,
  );
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  return { ...current, opener };
};

const open = async (latch: Fixture['latch']) => {
  await act(async () => {
    await latch.modal.open();
  });
  await inModal().findByRole('list', { name: 'Wallets' });
};

describe('the modal dialog (WAI-ARIA dialog pattern)', () => {
  it('renders nothing but its host until opened', () => {
    setup();
    expect(modalHost()?.parentElement).toBe(document.body);
    expect(inModal().queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog labelled by its title, with focus moved into it', async () => {
    const { latch } = setup();
    await open(latch);
    const dialog = inModal().getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = shadow().getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Connect Wallet');
    expect(dialog.contains(focused())).toBe(true);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { latch } = setup();
    await open(latch);
    const dialog = inModal().getByRole('dialog');
    const close = inModal().getByRole('button', { name: 'Close' });
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
    fireEvent.keyDown(inModal().getByRole('dialog'), { key: 'Escape' });
    expect(latch.modal.isOpen).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('shakes for 500 ms instead of closing while closing is blocked (SPEC §2)', async () => {
    const { latch, clock } = setup();
    await open(latch);
    act(() => latch.router.push('ApproveTransaction'));
    const dialog = inModal().getByRole('dialog');
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
    expect(inModal().queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => latch.router.push('AllWallets'));
    fireEvent.click(inModal().getByRole('button', { name: 'Back' }));
    expect(latch.router.view).toBe('Connect');
    fireEvent.click(inModal().getByRole('button', { name: 'Close' }));
    expect(latch.modal.isOpen).toBe(false);
  });

  it('closes when the backdrop (not the card) is pressed', async () => {
    const { latch } = setup();
    await open(latch);
    fireEvent.mouseDown(inModal().getByRole('dialog'));
    expect(latch.modal.isOpen).toBe(true);
    fireEvent.mouseDown(inModal().getByTestId('latch-overlay'));
    expect(latch.modal.isOpen).toBe(false);
  });

  it('shows a skeleton while a view loads, never a blank panel', async () => {
    const { latch } = setup();
    await act(async () => {
      await latch.modal.open();
    });
    const first =
      inModal().queryByTestId('latch-view-skeleton') ?? inModal().queryByRole('list', { name: 'Wallets' });
    expect(first).not.toBeNull();
    await inModal().findByRole('list', { name: 'Wallets' });
  });
});

// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { modal, shadow, viewHarness } from '../../testkits/views/viewHarness.js';
import { NotConnected } from './NotConnected.js';

const harness = viewHarness();

const Plain = () => <NotConnected />;
const Swap = () => (
  <NotConnected title="Nothing to swap yet" description="Connect a wallet to swap tokens." />
);

/** Opens the modal on Connect, then goes to Account, shown as `view`. */
const show = async (view: ComponentType) => {
  const current = harness.fixture();
  harness.render(current, { views: { Account: { load: async () => view } } });
  await act(async () => {
    await current.latch.modal.open({ view: 'Connect' });
    current.latch.router.push('Account');
  });
  return current;
};

describe('NotConnected', () => {
  it('says no wallet is connected and starts over on Connect', async () => {
    const current = await show(Plain);
    expect(await modal().findByText('No wallet connected')).toBeTruthy();
    expect(modal().getByText('Connect a wallet to continue.')).toBeTruthy();
    expect(current.latch.router.history).toEqual(['Connect', 'Account']);
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.history).toEqual(['Connect']);
  });

  it("shows the view's own title and description, and brings its styles", async () => {
    await show(Swap);
    expect(await modal().findByText('Nothing to swap yet')).toBeTruthy();
    expect(modal().getByText('Connect a wallet to swap tokens.')).toBeTruthy();
    expect(modal().queryByText('No wallet connected')).toBeNull();
    expect(shadow().querySelector('style[data-latch-style="components"]')?.textContent).toContain(
      '.latch-notice{',
    );
  });
});

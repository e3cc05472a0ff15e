// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modal, shadow, viewHarness } from '../../testkits/views/viewHarness.js';
import { SwitchNetworkNotice } from './SwitchNetworkNotice.js';

const harness = viewHarness();

const Unsupported = () => (
  <SwitchNetworkNotice
    title="No swaps on Sepolia"
    description="Switch to another network to swap."
    testId="latch-test-unsupported"
  />
);

describe('SwitchNetworkNotice', () => {
  it('says what the network lacks and opens Networks on Switch network', async () => {
    const current = harness.fixture();
    harness.render(current, { views: { Account: { load: async () => Unsupported } } });
    await act(async () => {
      await current.latch.modal.open({ view: 'Connect' });
      current.latch.router.push('Account');
    });
    expect(await modal().findByText('No swaps on Sepolia')).toBeTruthy();
    expect(modal().getByText('Switch to another network to swap.')).toBeTruthy();
    expect(shadow().querySelector('.latch-notice')?.getAttribute('data-testid')).toBe(
      'latch-test-unsupported',
    );
    fireEvent.click(modal().getByRole('button', { name: 'Switch network' }));
    expect(current.latch.router.history).toEqual(['Connect', 'Account', 'Networks']);
  });
});

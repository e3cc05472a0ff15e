// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modal, settle, viewHarness } from '../../testkits/views/viewHarness.js';
import { RegisterAccountNameView } from './RegisterAccountName/RegisterAccountNameView.js';

const harness = viewHarness();

describe('flowView', () => {
  it('shows a view registered without its flow once it has asked the core for the flow', async () => {
    const current = harness.fixture();
    // Registered by a host without `withFlow`: the view's code arrives before its store exists.
    harness.render(current, {
      views: { RegisterAccountName: { load: async () => RegisterAccountNameView } },
    });
    expect(current.latch.names).toBeUndefined();
    await act(async () => {
      await current.latch.modal.open({ view: 'RegisterAccountName' });
    });
    await settle(current);
    expect(await modal().findByText('Connect an EVM wallet to choose a name.')).toBeTruthy();
    expect(current.latch.names).toBe(await current.latch.loadFeature('names'));
  });

  it('shows the built-in names view over the flow its registry entry loads', async () => {
    const current = harness.fixture();
    harness.render(current);
    await act(async () => {
      await current.latch.modal.open({ view: 'RegisterAccountName' });
    });
    await settle(current);
    expect(await modal().findByText('Connect an EVM wallet to choose a name.')).toBeTruthy();
    expect(current.latch.names).toBeDefined();
  });
});

// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { ETHEREUM } from '../../../testkits/views/fixtures.js';
import { modal, viewHarness } from '../../../testkits/views/viewHarness.js';
// Loaded up front: the view registry imports it lazily, which the first time takes longer than a query waits.
import './RegisterAccountNameSuccessView.js';

const harness = viewHarness();

describe('RegisterAccountNameSuccess view', () => {
  it('with nothing being registered, says so and leads to the register view', async () => {
    const current = harness.fixture({ networks: [ETHEREUM] });
    harness.render(current);
    await act(async () => {
      await current.latch.modal.open({ view: 'RegisterAccountNameSuccess', data: { name: 'zoe1.latch.id' } });
      await flushMicrotasks();
    });
    expect(await modal().findByText('Nothing is being registered right now.')).toBeTruthy();
    expect(modal().getByText('zoe1.latch.id')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Choose a name' }));
    expect(current.latch.router.history).toEqual(['RegisterAccountName']);
  });
});

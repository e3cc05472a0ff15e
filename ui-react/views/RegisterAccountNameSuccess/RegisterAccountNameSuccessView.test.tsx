// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { createFixture, ETHEREUM, type Fixture } from '../../../tooling/ui-gallery/fixtures.js';
import { LatchProvider } from '../../context/LatchProvider.js';
// Loaded up front: the view registry imports it lazily, which the first time takes longer than a query waits.
import './RegisterAccountNameSuccessView.js';

let fixture: Fixture | undefined;
afterEach(() => {
  cleanup();
  fixture?.dispose();
  fixture = undefined;
});

const modal = () => {
  const root = document
    .querySelector('[data-latch-host="modal"]')
    ?.shadowRoot?.querySelector<HTMLElement>('.latch-root');
  if (!root) throw new Error('no modal');
  return within(root);
};

describe('RegisterAccountNameSuccess view', () => {
  it('with nothing being registered, says so and leads to the register view', async () => {
    const current = createFixture({ networks: [ETHEREUM] });
    fixture = current;
    render(<LatchProvider latch={current.latch} />);
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

// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryEmbeddedWalletFrame } from '../../../testkits/MemoryEmbeddedWalletFrame.js';
import { MemoryPopupOpener } from '../../../testkits/MemoryPopupOpener.js';
import type { FixtureOptions } from '../../../testkits/views/fixtures.js';
import { focused, modal, viewHarness } from '../../../testkits/views/viewHarness.js';
import type { ViewRegistry } from '../viewDefinition.js';

const harness = viewHarness();
const ALL = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];

/** Connect with social login: the frame's READY lists `offered` (null: no READY yet); `views` adds e.g. a ConnectingFarcaster. */
const setup = async (
  offered: readonly string[] | null = ALL,
  { views, ...options }: FixtureOptions & { views?: ViewRegistry } = {},
) => {
  const frame = new MemoryEmbeddedWalletFrame();
  const popups = new MemoryPopupOpener();
  const current = harness.fixture({ ...options, emailLogin: frame, socialLogin: popups });
  harness.render(current, views ? { views } : {});
  await act(async () => {
    await current.clock.runAllAsync();
    await current.latch.modal.open();
  });
  await act(() => current.latch.loadFeature('social'));
  if (offered !== null) act(() => frame.emit({ type: 'READY', socialProviders: offered }));
  return { current, frame, popups };
};

const socialRow = () => modal().findByRole('list', { name: 'Social logins' }, { timeout: 10_000 });
const tileNames = async () =>
  within(await socialRow())
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe("Connect's social row", () => {
  it('shows the offered providers in SPEC §2 order: three icon buttons, then More with the others', async () => {
    const { frame } = await setup(null);
    await socialRow();
    // Shown, the row loads the frame once, to learn the wallet service's providers (its READY).
    await waitFor(() => expect(frame.requests.map((r) => r.type)).toEqual(['IS_CONNECTED']));
    act(() => frame.emit({ type: 'READY', socialProviders: ALL }));
    expect(await tileNames()).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'More social logins',
    ]);
    const more = modal().getByRole('button', { name: 'More social logins' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = modal().getByRole('list', { name: 'More social logins' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Facebook', 'Continue with X', 'Continue with Discord']);
  });

  it("offers only what the wallet service lists, in the host's order; none offered, no row", async () => {
    await setup(['discord', 'x'], { features: { socials: ['x', 'discord', 'google'] } });
    expect(await tileNames()).toEqual(['Continue with X', 'Continue with Discord']);
    harness.dispose();
    await setup([], { features: { socials: ['google'] } });
    await waitFor(() => expect(modal().queryByRole('list', { name: 'Social logins' })).toBeNull());
    expect(modal().queryByText('or', { exact: true })).not.toBeNull(); // the e-mail field's, beside the wallets
  });

  it('is one Tab stop; the arrow keys move between the providers', async () => {
    await setup();
    const [google, github] = within(await socialRow()).getAllByRole('button');
    expect(google?.tabIndex).toBe(0);
    expect(github?.tabIndex).toBe(-1);
    google?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(github);
    await userEvent.keyboard('{End}');
    expect(focused()?.getAttribute('aria-label')).toBe('More social logins');
  });

  it('a click opens the popup inside it and shows ConnectingSocial', async () => {
    const { current, popups } = await setup();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    // Synchronously, in the click: nothing was awaited before the popup opened.
    expect(popups.opened).toHaveLength(1);
    expect(current.latch.router.route).toEqual({ view: 'ConnectingSocial', data: { provider: 'github' } });
  });

  it('offers Farcaster when the wallet service lists it (its relay configured), and opens its view', async () => {
    await setup(['google']);
    expect(await tileNames()).toEqual(['Continue with Google']);
    harness.dispose();
    const views: ViewRegistry = { ConnectingFarcaster: { load: async () => () => <p>Farcaster</p> } };
    const { current, popups } = await setup(['google', 'farcaster'], { views });
    expect(await tileNames()).toEqual(['Continue with Google', 'Continue with Farcaster']);
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Farcaster' }));
    expect(popups.opened).toHaveLength(0);
    expect(current.latch.router.view).toBe('ConnectingFarcaster');
  });

  it('is disabled with the other methods until the terms are accepted', async () => {
    const { current, popups } = await setup(ALL, {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
    });
    await socialRow();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Google' }));
    expect(popups.opened).toHaveLength(0);
    expect(current.latch.router.view).toBe('Connect');
  });
});

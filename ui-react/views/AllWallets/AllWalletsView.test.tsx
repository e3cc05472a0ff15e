// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import type { FixtureOptions } from '../../../testkits/views/fixtures.js';
import {
  fakeIntersectionObserver,
  modal,
  settle,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';

const harness = viewHarness();
const FakeObserver = fakeIntersectionObserver();

const tiles = () => [...shadow().querySelectorAll<HTMLButtonElement>('.latch-tile[data-wallet-id]')];
const tileIds = () => tiles().map((tile) => tile.dataset.walletId);
const skeletons = () => shadow().querySelectorAll('.latch-tile-skeleton').length;

const setup = async (options: FixtureOptions = {}) => {
  const current = harness.fixture(options);
  harness.render(current);
  await act(() => current.latch.modal.open({ view: 'AllWallets' }));
  await modal().findByRole('searchbox', { name: 'Search wallet' });
  return current;
};

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('AllWallets view', () => {
  it('shows skeleton tiles while the first page loads, then the wallets, installed first', async () => {
    let release: () => void = () => undefined;
    const current = await setup({
      prepare: (dataService) => {
        release = dataService.hold('wallets.getWallets');
      },
    });
    expect(skeletons()).toBe(current.wallets.allWallets.items.length === 0 ? 16 : 15);
    expect(modal().getByRole('list', { name: 'Wallets' }).closest('[aria-busy]')).not.toBeNull();
    release();
    await settle(current);
    expect(skeletons()).toBe(0);
    expect(tiles()).toHaveLength(40);
    expect(tileIds().slice(0, 3)).toEqual(['io.metamask', 'com.trustwallet.app', 'com.coinbase.wallet']);
    expect(tiles()[0]?.textContent).toBe('MetaMaskInstalled');
    expect(tiles()[1]?.textContent).toBe('Trust Wallet');
  });

  it('loads the next page when the end of the grid scrolls into view', async () => {
    const current = await setup();
    await settle(current);
    expect(tiles()).toHaveLength(40);
    act(() => FakeObserver.seeSentinel());
    await settle(current);
    expect(tiles()).toHaveLength(60);
    expect(current.wallets.allWallets.hasMore).toBe(false);
    expect(FakeObserver.watching).toBe(false);
  });

  it('searches 300 ms after the last keystroke, through the catalog', async () => {
    const current = await setup();
    await settle(current);
    const searches = () =>
      current.dataService
        .callsOf('wallets.getWallets')
        .filter((call) => JSON.stringify(call).includes('search'));
    const input = modal().getByRole('searchbox', { name: 'Search wallet' });
    for (const text of ['r', 'ra', 'rai', 'rain']) fireEvent.change(input, { target: { value: text } });
    await wait(150);
    expect(searches()).toHaveLength(0);
    await wait(250);
    await settle(current);
    expect(searches()).toEqual([expect.objectContaining({ search: 'rain' })]);
    expect(tileIds()).toEqual(['me.rainbow']);
    expect(modal().getByText('1 wallet found')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    await wait(350);
    await settle(current);
    expect(tiles()).toHaveLength(40);
  });

  it('says so when a search finds nothing', async () => {
    const current = await setup();
    fireEvent.change(modal().getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'zzz' } });
    await wait(350);
    await settle(current);
    expect(modal().getAllByText('No wallet found').length).toBeGreaterThan(0);
    expect(tiles()).toHaveLength(0);
  });

  it('keeps what it has and offers Retry when a page fails', async () => {
    const current = await setup({
      prepare: (dataService) => {
        dataService.fail('wallets.getWallets', httpFailure(503, '/getWallets', 'Registry down'));
      },
    });
    await settle(current);
    const alert = await modal().findByRole('alert');
    expect(alert.textContent).toContain('Could not load wallets');
    expect(alert.textContent).toContain('Registry down');
    current.dataService.clearFailures();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle(current);
    expect(modal().queryByRole('alert')).toBeNull();
    expect(tiles()).toHaveLength(40);
  });

  it('retries a failed search with the same query', async () => {
    const current = await setup();
    await settle(current);
    current.dataService.fail('wallets.getWallets', httpFailure(500, '/getWallets', 'Search down'));
    fireEvent.change(modal().getByRole('searchbox', { name: 'Search wallet' }), {
      target: { value: 'rain' },
    });
    await wait(350);
    await settle(current);
    const alert = await modal().findByRole('alert');
    current.dataService.clearFailures();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle(current);
    expect(tileIds()).toEqual(['me.rainbow']);
  });

  it('moves through the grid with the arrow keys, four tiles a row', async () => {
    const current = await setup();
    await settle(current);
    const [first] = tiles();
    first?.focus();
    fireEvent.keyDown(first ?? document.body, { key: 'ArrowRight' });
    expect(shadow().activeElement).toBe(tiles()[1]);
    fireEvent.keyDown(tiles()[1] ?? document.body, { key: 'ArrowDown' });
    expect(shadow().activeElement).toBe(tiles()[5]);
    fireEvent.keyDown(tiles()[5] ?? document.body, { key: 'End' });
    expect(shadow().activeElement).toBe(tiles()[39]);
    expect(tiles().filter((tile) => tile.tabIndex === 0)).toEqual([tiles()[39]]);
  });

  it('connects the chosen wallet like the Connect list does', async () => {
    const current = await setup();
    await settle(current);
    fireEvent.click(tiles()[1] ?? document.body);
    expect(current.latch.router.route).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'com.trustwallet.app' },
    });
  });

  it('focuses the search on desktop', async () => {
    await setup();
    expect(shadow().activeElement).toBe(modal().getByRole('searchbox', { name: 'Search wallet' }));
  });

  it('does not focus the search on a phone (the Platform port says mobile): no keyboard pops up', async () => {
    await setup({ mobile: true });
    await wait(20);
    expect(shadow().activeElement).not.toBe(modal().getByRole('searchbox', { name: 'Search wallet' }));
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeaturesInput } from '../../../core/kernel/options/index.js';
import type { TokenBalance } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, type Fixture, SOLANA } from '../../../testkits/views/fixtures.js';
import { connectorOf, flush, modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';
import { AccountActivitySlot } from '../../context/activitySlot.js';
import type { ViewRegistry } from '../viewDefinition.js';

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const CHAIN = 'eip155:1';
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: CHAIN,
  address: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  value: 4239.3681,
  price: 3300,
  quantity: { decimals: '18', numeric: '1.2846579' },
  iconUrl: 'https://icons.test/eth.svg',
};
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CHAIN,
  address: `${CHAIN}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
  value: 12050.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12050.5' },
  iconUrl: '',
};
const PUNKS: TokenBalance = {
  ...USDC,
  name: 'Punks',
  symbol: 'PUNK',
  quantity: { decimals: '0', numeric: '2' },
};

const stub = { load: async (): Promise<ComponentType> => () => null };

/** What a history feature would put in the Activity tab. */
const Activity = () => <p>Recent activity</p>;

const harness = viewHarness();

/** Waits until the Account view shows (its code loads on demand). */
const settle = async (current: Fixture) => {
  await flush(60);
  await waitFor(() => expect(current.latch.router.view).toBe('Account'));
};

interface Setup {
  readonly prepare?: (current: Fixture) => void;
  readonly views?: ViewRegistry;
  readonly activity?: ComponentType;
  readonly features?: FeaturesInput;
}

const setup = async ({ prepare, views, activity, features }: Setup = {}) => {
  const current = harness.fixture({ networks: [ETHEREUM], ...(features ? { features } : {}) });
  connectorOf(current).accounts = [ADDRESS];
  prepare?.(current);
  harness.render(current, {
    ...(views ? { views } : {}),
    ...(activity
      ? {
          wrap: (tree) => (
            <AccountActivitySlot.Provider value={activity}>{tree}</AccountActivitySlot.Provider>
          ),
        }
      : {}),
  });
  await act(async () => {
    await current.latch.connection.connect('io.metamask', { network: ETHEREUM });
    await current.latch.modal.open({ view: 'Account' });
  });
  await settle(current);
  await modal().findByRole('button', { name: 'Disconnect' }, { timeout: 5000 });
  return current;
};

/** The error toasts on screen (the toast region lives in the modal's shadow root). */
const errorToasts = () =>
  [...shadow().querySelectorAll('.latch-toast[data-variant="error"]')].map((node) => node.textContent ?? '');

describe('Account: tokens', () => {
  it('lists each token with its name, quantity floored to 3 decimals with symbol, and USD value', async () => {
    await setup({ prepare: (it) => it.dataService.seedBalances(ADDRESS, CHAIN, [ETH, PUNKS, USDC]) });
    const list = within(await modal().findByRole('list', { name: 'Tokens' }));
    const rows = list.getAllByRole('listitem');
    const text = (row: HTMLElement, selector: string) => row.querySelector(selector)?.textContent;
    expect(
      rows.map((row) => [
        text(row, '.latch-token-name'),
        text(row, '.latch-token-quantity'),
        text(row, '.latch-token-value'),
      ]),
    ).toEqual([
      ['Ether', '1.284 ETH', '$4,239.36'],
      ['USD Coin', '12,050.500 USDC', '$12,050.50'],
    ]);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('https://icons.test/eth.svg');
    expect(rows[1]?.querySelector('.latch-token-monogram')?.textContent).toBe('USD');
  });

  it('a Solana account: SOL (no address, no price) and SPL USDC as the balance route answers them', async () => {
    const owner = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const cluster = SOLANA.caipNetworkId;
    const phantom = new MemoryWalletConnector(
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'solana' },
      { accounts: [owner] },
    );
    const current = harness.fixture({ networks: [ETHEREUM, SOLANA], connectors: [phantom] });
    current.dataService.seedBalances(owner, cluster, [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: cluster,
        price: 0,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: '',
      },
      {
        name: 'USD Coin (devnet)',
        symbol: 'USDC',
        chainId: cluster,
        address: `${cluster}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: '',
      },
    ]);
    harness.render(current);
    await act(async () => {
      await current.latch.connection.connect('app.phantom', { network: SOLANA });
      await current.latch.modal.open({ view: 'Account' });
    });
    await settle(current);
    const list = within(await modal().findByRole('list', { name: 'Tokens' }));
    const text = (row: HTMLElement, selector: string) => row.querySelector(selector)?.textContent;
    expect(
      list
        .getAllByRole('listitem')
        .map((row) => [text(row, '.latch-token-name'), text(row, '.latch-token-quantity')]),
    ).toEqual([
      ['Solana', '100.000 SOL'],
      ['USD Coin (devnet)', '10,000.000 USDC'],
    ]);
    expect(current.dataService.callsOf('balance.getBalance')).toEqual([
      expect.objectContaining({ address: owner, chainId: cluster }),
    ]);
  });

  it('shows skeleton rows while the list loads, then the list', async () => {
    let release = (): void => undefined;
    await setup({
      prepare: (it) => {
        it.dataService.seedBalances(ADDRESS, CHAIN, [ETH]);
        release = it.dataService.hold('balance.getBalance');
      },
    });
    expect(modal().getByText('Loading tokens…')).toBeTruthy();
    expect(shadow().querySelectorAll('.latch-token-skeleton')).toHaveLength(3);
    await act(async () => {
      release();
      await flushMicrotasks(60);
    });
    expect(await modal().findByRole('list', { name: 'Tokens' })).toBeTruthy();
    expect(shadow().querySelector('.latch-token-skeleton')).toBeNull();
  });

  it('an account holding nothing shows "No tokens yet" — zero, not a failure, and no toast', async () => {
    await setup();
    expect(await modal().findByText('No tokens yet')).toBeTruthy();
    expect(modal().getByText('Tokens you hold on Ethereum will show here.')).toBeTruthy();
    expect(errorToasts()).toEqual([]);
  });

  it("a failed fetch says unavailable with Retry and the toast 'Token Balance Unavailable'; Retry after 30 s loads", async () => {
    const current = await setup({
      prepare: (it) => {
        it.dataService.seedBalances(ADDRESS, CHAIN, [ETH]);
        it.dataService.fail('balance.getBalance', httpFailure(503), 1);
      },
    });
    expect(await modal().findByText('Token balances unavailable')).toBeTruthy();
    await waitFor(() =>
      expect(errorToasts().some((text) => text.includes('Token Balance Unavailable'))).toBe(true),
    );
    expect(modal().queryByRole('list', { name: 'Tokens' })).toBeNull();
    expect(modal().queryByText(/\$0\.00/)).toBeNull();
    await act(async () => {
      current.clock.advance(30_000);
      await flushMicrotasks(60);
    });
    fireEvent.click(modal().getByRole('button', { name: 'Retry' }));
    await act(async () => {
      await flushMicrotasks(60);
    });
    const list = within(await modal().findByRole('list', { name: 'Tokens' }));
    expect(list.getByText('Ether')).toBeTruthy();
  });

  it('a network the data service does not serve is unavailable too, with the toast', async () => {
    await setup({
      prepare: (it) => {
        it.dataService.supportedChains = { http: ['eip155:10'], ws: [] };
      },
    });
    expect(await modal().findByText('Token balances unavailable')).toBeTruthy();
    await waitFor(() =>
      expect(errorToasts().some((text) => text.includes('Token Balance Unavailable'))).toBe(true),
    );
  });
});

describe('Account: tabs', () => {
  it('without an Activity feature there is no Activity tab, only the Tokens section', async () => {
    await setup({ features: { history: false } });
    expect(modal().queryByRole('tablist')).toBeNull();
    expect(modal().queryByRole('tab', { name: 'Activity' })).toBeNull();
    expect(modal().getByRole('heading', { name: 'Tokens' })).toBeTruthy();
  });

  it('with an Activity slot: Tokens | Activity tabs, switched by click and by arrow keys', async () => {
    await setup({ activity: Activity, prepare: (it) => it.dataService.seedBalances(ADDRESS, CHAIN, [ETH]) });
    const tablist = modal().getByRole('tablist', { name: 'Account' });
    const [tokens, activity] = within(tablist).getAllByRole('tab');
    if (!tokens || !activity) throw new Error('expected two tabs');
    expect([tokens.textContent, activity.textContent]).toEqual(['Tokens', 'Activity']);
    expect(tokens.getAttribute('aria-selected')).toBe('true');
    expect(tokens.tabIndex).toBe(0);
    expect(activity.tabIndex).toBe(-1);
    const panel = modal().getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tokens.id);
    expect(tokens.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('list', { name: 'Tokens' })).toBeTruthy();

    const user = userEvent.setup({ document });
    tokens.focus();
    await user.keyboard('{ArrowRight}');
    expect(activity.getAttribute('aria-selected')).toBe('true');
    expect(shadow().activeElement).toBe(activity);
    expect(modal().getByRole('tabpanel').textContent).toBe('Recent activity');
    await user.keyboard('{ArrowRight}');
    expect(tokens.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(activity.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(shadow().activeElement).toBe(tokens);
    fireEvent.click(activity);
    expect(modal().getByText('Recent activity')).toBeTruthy();
    expect(modal().queryByRole('list', { name: 'Tokens' })).toBeNull();
  });
});

describe('Account: wallet actions', () => {
  it('SPEC §1 order — Buy, Swap, Receive, Send — each opening its view', async () => {
    const current = await setup({ views: { OnRamp: stub, Swap: stub, Receive: stub, Send: stub } });
    const actions = within(modal().getByRole('navigation', { name: 'Wallet actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ]);
    fireEvent.click(actions.getByRole('button', { name: 'Send' }));
    expect(current.latch.router.view).toBe('Send');
    await act(async () => current.latch.router.goBack());
    fireEvent.click(
      within(modal().getByRole('navigation', { name: 'Wallet actions' })).getByRole('button', {
        name: 'Buy',
      }),
    );
    expect(current.latch.router.view).toBe('OnRamp');
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Network, Transaction, TransactionTransfer } from '../../../ports/index.js';
import { httpFailure, type MemoryDataService } from '../../../testkits/MemoryDataService.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, SOLANA } from '../../../testkits/views/fixtures.js';
import {
  connectorOf,
  fakeIntersectionObserver,
  modal,
  settle,
  shadow,
  viewHarness,
} from '../../../testkits/views/viewHarness.js';
import { AccountActivitySlot } from '../../context/activitySlot.js';
import { LazyAccountActivity } from './LazyAccountActivity.js';

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const PEER = '0x1111111111111111111111111111111111111111';
const MAINNET: Network = {
  ...ETHEREUM,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io/' } },
};

const eth = (direction: TransactionTransfer['direction'], numeric: string): TransactionTransfer => ({
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  direction,
  quantity: { numeric },
});

const tx = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: readonly TransactionTransfer[],
  chain: Transaction['metadata']['chain'] = 'eip155:1',
): Transaction => ({
  id,
  metadata: {
    operationType,
    hash: `0x${id}`,
    minedAt,
    sentFrom: operationType === 'receive' ? PEER : ADDRESS,
    sentTo: operationType === 'receive' ? ADDRESS : PEER,
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers,
});

const SPAM: TransactionTransfer = {
  nft_info: { name: 'Free mint', flags: { is_spam: true } },
  direction: 'in',
  quantity: { numeric: '1' },
};

/** Newest first, as the data service serves them: June (2), a spam airdrop, May (1), another chain. */
const HISTORY: readonly Transaction[] = [
  tx('a1', '2025-06-20T09:15:00Z', 'receive', [eth('in', '1.5')]),
  tx('spam', '2025-06-18T00:00:00Z', 'receive', [SPAM]),
  tx('a2', '2025-06-02T18:40:00Z', 'send', [eth('out', '0.25')]),
  tx('polygon', '2025-05-30T12:00:00Z', 'send', [eth('out', '9')], 'eip155:137'),
  tx('a3', '2025-05-11T07:05:00Z', 'send', [eth('out', '0.1')]),
];

const harness = viewHarness();
const FakeObserver = fakeIntersectionObserver();

const rows = () => [...shadow().querySelectorAll<HTMLElement>('[data-transaction]')];
const rowIds = () => rows().map((row) => row.dataset.transaction);
const skeletons = () => shadow().querySelectorAll('.latch-activity-skeleton').length;

interface Setup {
  readonly connect?: boolean;
  readonly pageSize?: number;
  readonly prepare?: (dataService: MemoryDataService) => void;
}

const setup = async ({ connect = true, pageSize = 10, prepare }: Setup = {}) => {
  const current = harness.fixture({
    networks: [MAINNET],
    prepare: (dataService) => {
      dataService.seedHistory(ADDRESS, HISTORY, pageSize);
      prepare?.(dataService);
    },
  });
  connectorOf(current).accounts = [ADDRESS];
  harness.render(current);
  await act(async () => {
    if (connect) await current.latch.connection.connect('io.metamask', { network: MAINNET });
    await current.latch.modal.open({ view: 'History' });
  });
  await modal().findByRole('dialog', { name: 'Activity' });
  // The view's code loads on demand: wait for the list itself.
  await modal().findByRole('region', { name: 'Activity' });
  return current;
};

describe('History view (ActivityList)', () => {
  it('shows skeleton rows while the first page loads, then months newest first, spam and other chains left out', async () => {
    let release: () => void = () => undefined;
    const current = await setup({
      prepare: (dataService) => {
        release = dataService.hold('history.getHistory');
      },
    });
    await settle(current);
    expect(skeletons()).toBe(5);
    expect(modal().getByRole('region', { name: 'Activity' }).getAttribute('aria-busy')).toBe('true');
    release();
    await settle(current);
    expect(skeletons()).toBe(0);
    expect(
      modal()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['June 2025', 'May 2025']);
    expect(rowIds()).toEqual(['a1', 'a2', 'a3']);
    const june = within(modal().getByRole('region', { name: 'June 2025' }));
    expect(june.getAllByRole('listitem')).toHaveLength(2);
  });

  it('each row: title and status, counterparty, signed amount, time; a link to the explorer', async () => {
    const current = await setup();
    await settle(current);
    const [received, sent] = rows();
    expect(received?.textContent).toBe('ETHReceivedConfirmedFrom 0x1111…1111+1.500 ETHJun 20, 09:15');
    expect(sent?.textContent).toBe('ETHSentConfirmedTo 0x1111…1111\u22120.250 ETHJun 2, 18:40');
    expect(received?.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('in');
    expect(sent?.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('out');
    expect(received?.querySelector('a')?.getAttribute('href')).toBe('https://etherscan.io/tx/0xa1');
    // Confirmed is only said to screen readers; pending and failed show a badge.
    expect(received?.querySelector('[data-status]')?.className).toBe('latch-visually-hidden');
  });

  it('rows are reachable with the keyboard', async () => {
    const current = await setup();
    await settle(current);
    const user = userEvent.setup({ document });
    const links = rows().map((row) => row.querySelector('a'));
    const region = modal().getByRole('region', { name: 'Activity' });
    region.focus();
    await user.tab();
    expect(shadow().activeElement).toBe(links[0]);
    await user.tab();
    expect(shadow().activeElement).toBe(links[1]);
  });

  it('loads the next page when the end of the list scrolls into view, and stops after the last one', async () => {
    const current = await setup({ pageSize: 2 });
    await settle(current);
    expect(rowIds()).toEqual(['a1']);
    act(() => FakeObserver.seeSentinel());
    expect(skeletons()).toBe(2);
    await settle(current);
    expect(rowIds()).toEqual(['a1', 'a2']);
    act(() => FakeObserver.seeSentinel());
    await settle(current);
    expect(rowIds()).toEqual(['a1', 'a2', 'a3']);
    expect(current.dataService.callsOf('history.getHistory')).toHaveLength(3);
    expect(FakeObserver.active()).toEqual([]);
  });

  it('shows the empty state when there is nothing to show', async () => {
    const current = await setup({
      prepare: (dataService) => dataService.seedHistory(ADDRESS, [HISTORY[1] as Transaction]),
    });
    await settle(current);
    expect(modal().getByText('No activity yet')).toBeTruthy();
    expect(modal().getByText('Transactions of this account on Ethereum will show here.')).toBeTruthy();
    expect(rows()).toEqual([]);
  });

  it('a failed page shows the catalogue message with Retry, and sends the error event', async () => {
    const current = await setup({
      prepare: (dataService) => dataService.fail('history.getHistory', httpFailure(503), 1),
    });
    await settle(current);
    const alert = modal().getByRole('alert');
    expect(within(alert).getByText('Failed to fetch transactions')).toBeTruthy();
    expect(current.analytics.ofType('error').map((envelope) => envelope.props.event)).toEqual([
      'ERROR_FETCH_TRANSACTIONS',
    ]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle(current);
    expect(modal().queryByRole('alert')).toBeNull();
    expect(rowIds()).toEqual(['a1', 'a2', 'a3']);
  });

  it('on a Solana network: says activity is for EVM networks only, without asking the data service', async () => {
    const phantom = new MemoryWalletConnector(
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'solana' },
      { accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'] },
    );
    const current = harness.fixture({ networks: [MAINNET, SOLANA], connectors: [phantom] });
    harness.render(current);
    await act(async () => {
      await current.latch.connection.connect('app.phantom', { network: SOLANA });
      await current.latch.modal.open({ view: 'History' });
    });
    await modal().findByRole('region', { name: 'Activity' });
    await settle(current);
    expect(modal().getByText('No activity here')).toBeTruthy();
    expect(modal().getByText('Activity is only available on EVM networks, not on Solana.')).toBeTruthy();
    expect(current.dataService.callsOf('history.getHistory')).toEqual([]);
  });

  it('without a connected wallet: says so and offers to connect', async () => {
    const current = await setup({ connect: false });
    await settle(current);
    expect(modal().getByText('No wallet connected')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }));
    await settle(current);
    expect(current.latch.router.view).toBe('Connect');
    expect(current.dataService.callsOf('history.getHistory')).toEqual([]);
  });

  it('plugged into the Account view as its Activity tab: grows with the view, which scrolls it', async () => {
    const current = harness.fixture({
      networks: [MAINNET],
      prepare: (dataService) => dataService.seedHistory(ADDRESS, HISTORY, 3),
    });
    connectorOf(current).accounts = [ADDRESS];
    harness.render(current, {
      wrap: (tree) => (
        <AccountActivitySlot.Provider value={LazyAccountActivity}>{tree}</AccountActivitySlot.Provider>
      ),
    });
    await act(async () => {
      await current.latch.connection.connect('io.metamask', { network: MAINNET });
      await current.latch.modal.open({ view: 'Account' });
    });
    fireEvent.click(await modal().findByRole('tab', { name: 'Activity' }));
    const panel = within(await modal().findByRole('tabpanel', { name: 'Activity' }));
    await panel.findByRole('heading', { level: 4, name: 'June 2025' });
    await settle(current);
    expect(rowIds()).toEqual(['a1', 'a2']);
    expect(shadow().querySelector('.latch-activity')?.getAttribute('data-scroll')).toBe('parent');
    expect(panel.queryByRole('region', { name: 'Activity' })).toBeNull();
    expect(FakeObserver.active()[0]?.options.root).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { getAddress, keccak256, parseUnits, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { coinTypeForChainId } from '../../../core/lib/caip/index.js';
import type { Network, TokenBalance, WalletConnector } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { SendingWalletConnector } from '../../../testkits/SendingWalletConnector.js';
import { ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { openNotConnected, openOverAccount } from '../../../testkits/views/flowViewSteps.js';
import { expectAmountFieldTakesAnyString } from '../../../testkits/views/rawText.js';
import { modal, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';
import { shortenAddress } from '../../components/shortenAddress.js';

const ADDRESS = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const RECEIVER = getAddress('0x70997970c51812dc3a010c7d01b50e20d17dc79c');
const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
const HASH = keccak256(stringToHex('view-send'));
const NETWORK: Network = {
  ...ETHEREUM,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};

const balanceRow = (
  symbol: string,
  address: string,
  decimals: number,
  numeric: string,
  price: number,
): TokenBalance => ({
  name: symbol === 'ETH' ? 'Ether' : 'USD Coin',
  symbol,
  chainId: NETWORK.caipNetworkId,
  address: `${NETWORK.caipNetworkId}:${address}`,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
});

const harness = viewHarness();

/** Lets promises settle and the timers due now fire (not later ones: the name lookup waits 500 ms). */
const settle = async (current: Fixture) => {
  await act(async () => {
    await flushMicrotasks();
    await current.clock.advanceAsync(0);
    await flushMicrotasks();
  });
};

interface SetupOptions {
  readonly balances?: readonly TokenBalance[];
  /** Runs before the wallet connects (failures of the data service or the chain). */
  readonly prepare?: (current: Fixture) => void;
}

const setup = async (options: SetupOptions = {}) => {
  const wallet = new SendingWalletConnector(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
    { accounts: [ADDRESS] },
    () => HASH,
  );
  const connectors: WalletConnector[] = [wallet];
  const current = harness.fixture({
    networks: [NETWORK],
    connectors,
    feeEstimate: { gas: 21_000n, pricePerGas: 2_000_000_000n },
    prepare: (data) => {
      data.seedBalances(
        ADDRESS,
        NETWORK.caipNetworkId,
        options.balances ?? [
          balanceRow('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18, '1.5', 3000),
          balanceRow('USDC', USDC, 6, '1250.5', 1),
        ],
      );
    },
  });
  current.chainReader.setBalance(ADDRESS, 1_500_000_000_000_000_000n);
  options.prepare?.(current);
  harness.render(current);
  const user = await openOverAccount(current, NETWORK, '.latch-send-submit', 'Send');
  await settle(current);
  return { current, wallet, user };
};

const form = () => ({
  amount: () => modal().getByRole('textbox', { name: 'Amount' }),
  receiver: () => modal().getByRole('textbox', { name: 'To' }),
  alert: () => modal().getByRole('alert'),
});

const pick = async (current: Fixture, symbol: string) => {
  fireEvent.click(modal().getByRole('button', { name: /Select token|Token:/ }));
  const list = await modal().findByRole('list', { name: 'Tokens' });
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^.*${symbol}`) }));
  await settle(current);
};

const fill = async (current: Fixture, symbol: string, amount: string, receiver: string) => {
  await pick(current, symbol);
  fireEvent.change(form().amount(), { target: { value: amount } });
  fireEvent.change(form().receiver(), { target: { value: receiver } });
};

const preview = async (current: Fixture) => {
  fireEvent.click(modal().getByRole('button', { name: 'Preview' }));
  await settle(current);
};

describe('Send view', () => {
  it('waits with Preview, saying what is missing, and says what is wrong with the receiver once, at its field', async () => {
    const { current } = await setup();
    const waiting = (label: string) => {
      const button = modal().getByRole('button', { name: label });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      return button;
    };
    fireEvent.click(waiting('Pick a token to send'));
    await settle(current);
    expect(modal().queryByRole('alert')).toBeNull();
    await pick(current, 'USDC');
    waiting('Enter amount');
    fireEvent.change(form().amount(), { target: { value: '1' } });
    waiting('Enter receiver');
    fireEvent.change(form().receiver(), { target: { value: '0x1234' } });
    await preview(current);
    // One message, at the receiver, saying which: no banner under the form.
    const alerts = modal().getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This address is too short: an address is 0x and 40 hex digits',
    ]);
    expect(alerts[0]?.closest('.latch-send-box')?.getAttribute('data-invalid')).toBe('true');
    expect(form().receiver().getAttribute('aria-describedby')).toBe('latch-send-receiver-hint');
    waiting('Check the receiver');
    fireEvent.change(form().receiver(), { target: { value: 'nobody.latch.id' } });
    waiting('Looking up name…');
    await act(async () => current.clock.advanceAsync(500));
    await settle(current);
    expect(
      modal()
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['No address found for nobody.latch.id']);
    waiting('Check the receiver');
    fireEvent.change(form().receiver(), { target: { value: RECEIVER } });
    fireEvent.change(form().amount(), { target: { value: '5000' } });
    await settle(current);
    // Said as it is typed, before any Preview; Preview waits until the amount is mended.
    expect(form().alert().textContent).toBe('Insufficient USDC balance');
    waiting('Insufficient balance');
    fireEvent.change(form().amount(), { target: { value: '5000abc' } });
    expect((form().amount() as HTMLInputElement).value).toBe('5000');
    fireEvent.change(form().amount(), { target: { value: '2' } });
    await settle(current);
    expect(modal().queryByRole('alert')).toBeNull();
    expect(modal().getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('lists the tokens with their balances and shows the picked one with Max', async () => {
    const { current } = await setup();
    fireEvent.click(modal().getByRole('button', { name: 'Select token' }));
    const list = await modal().findByRole('list', { name: 'Tokens' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['ETHEtherETH1.500 ETH', 'USDUSD CoinUSDC1,250.500 USDC']);
    fireEvent.click(within(list).getByRole('button', { name: /USD Coin/ }));
    await settle(current);
    expect(modal().getByRole('button', { name: /Token: USDC/ })).toBeTruthy();
    expect(modal().getByText('Balance: 1,250.500 USDC')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Max' }));
    await settle(current);
    expect(form().amount()).toHaveProperty('value', '1250.5');
    expect(modal().getByText('$1,250.50')).toBeTruthy();
  });

  it('fills Max on ETH with at most 3 decimals, below balance − fee reserve; the review and the toast say it so', async () => {
    const held = 10_001_532_388_698_583_106_791n;
    const { current } = await setup({
      balances: [
        balanceRow('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18, '10001.532388698583106791', 3000),
      ],
      prepare: (it) => it.chainReader.setBalance(ADDRESS, held),
    });
    await pick(current, 'ETH');
    fireEvent.click(modal().getByRole('button', { name: 'Max' }));
    await settle(current);
    const filled = (form().amount() as HTMLInputElement).value;
    expect(filled).toMatch(/^\d+(\.\d{1,3})?$/);
    expect(filled).toBe('10001.532');
    // Two fees (21000 gas at 2 gwei) stay back.
    expect(parseUnits(filled, 18)).toBeLessThanOrEqual(held - 2n * 21_000n * 2_000_000_000n);
    fireEvent.change(form().receiver(), { target: { value: RECEIVER } });
    await preview(current);
    const review = modal().getByRole('region', { name: 'Review the transaction' });
    expect(within(review).getByText('10,001.532 ETH')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Send' }));
    await settle(current);
    await act(async () => {
      current.chainReader.setReceipt({ hash: HASH, status: 'success', blockNumber: 9n });
      await flushMicrotasks();
    });
    await settle(current);
    await waitFor(() =>
      expect(modal().getByText(`Sent 10,001.532 ETH to ${shortenAddress(RECEIVER)}`)).toBeTruthy(),
    );
  });

  it('shows a dust balance as <0.001, not 0.000', async () => {
    const { current } = await setup({
      balances: [balanceRow('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18, '0.00002', 3000)],
    });
    await pick(current, 'ETH');
    expect(modal().getByText('Balance: <0.001 ETH')).toBeTruthy();
  });

  it('previews, sends, and on success shows the toast and goes back to Account', async () => {
    const { current, wallet } = await setup();
    await fill(current, 'USDC', '12.5', RECEIVER.toLowerCase());
    await preview(current);
    const review = modal().getByRole('region', { name: 'Review the transaction' });
    expect(within(review).getByText('12.500 USDC')).toBeTruthy();
    expect(within(review).getByText(shortenAddress(RECEIVER))).toBeTruthy();
    expect(within(review).getByText('0.000042 ETH')).toBeTruthy();
    expect(shadow().activeElement?.textContent).toBe('Send');

    fireEvent.click(within(review).getByRole('button', { name: 'Send' }));
    await settle(current);
    expect(within(review).getByRole('status').textContent).toContain('waiting for confirmation');
    expect(within(review).getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(wallet.sent).toHaveLength(1);
    await act(async () => {
      await current.latch.history.loadMore();
    });
    expect(current.latch.history.status).not.toBe('idle');
    await act(async () => {
      current.chainReader.setReceipt({ hash: HASH, status: 'success', blockNumber: 9n });
      await flushMicrotasks();
    });
    await settle(current);
    expect(current.latch.router.history).toEqual(['Account']);
    // History starts over, so the activity list shows the new transaction next time.
    expect(current.latch.history.status).toBe('idle');
    await waitFor(() =>
      expect(modal().getByText(`Sent 12.500 USDC to ${shortenAddress(RECEIVER)}`)).toBeTruthy(),
    );
    const toastLink = within(modal().getByRole('status', { name: 'Notifications' })).getByRole('link', {
      name: 'View transaction',
    });
    expect(toastLink.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`);
  });

  it('shows a rejection in the preview with Edit and Try again', async () => {
    const { current, wallet } = await setup();
    wallet.sendBehaviour = { fail: { code: 4001, message: 'User rejected the request.' } };
    await fill(current, 'ETH', '0.5', RECEIVER);
    await preview(current);
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle(current);
    expect(modal().getByRole('alert').textContent).toBe('You declined the request in your wallet');
    expect(shadow().activeElement?.textContent).toBe('Try again');
    wallet.sendBehaviour = 'approve';
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle(current);
    expect(modal().getByRole('button', { name: 'Send' })).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Edit' }));
    await settle(current);
    expect(form().amount()).toHaveProperty('value', '0.5');
    expect(shadow().activeElement).toBe(form().amount());
  });

  it('shows node errors of the wallet (nonce) and lets a wallet that never answers be cancelled', async () => {
    const { current, wallet } = await setup();
    wallet.sendBehaviour = { fail: { code: -32000, message: 'nonce too low' } };
    await fill(current, 'ETH', '0.5', RECEIVER);
    await preview(current);
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle(current);
    expect(modal().getByRole('alert').textContent).toBe('The network refused the transaction. Try again');
    wallet.sendBehaviour = 'hold';
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle(current);
    fireEvent.click(modal().getByRole('button', { name: 'Send' }));
    await settle(current);
    const review = modal().getByRole('region', { name: 'Review the transaction' });
    expect(within(review).getByRole('status').textContent).toContain(
      'Approve the transaction in your wallet',
    );
    expect(shadow().activeElement?.textContent).toBe('Cancel');
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle(current);
    expect(modal().getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('resolves a name typed as the receiver and shows its address', async () => {
    const { current } = await setup();
    current.dataService.seedName({
      name: 'alice.latch.id',
      registered_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      attributes: null,
      addresses: {
        [String(coinTypeForChainId(1))]: { address: RECEIVER, created_at: '2026-01-01T00:00:00Z' },
      },
    });
    fireEvent.change(form().receiver(), { target: { value: 'alice.latch.id' } });
    await settle(current);
    expect(modal().getByText('Looking up alice.latch.id…')).toBeTruthy();
    await act(async () => {
      await current.clock.advanceAsync(500);
    });
    await waitFor(() =>
      expect(shadow().querySelector('.latch-send-hint')?.textContent).toBe(
        `Resolves to ${shortenAddress(RECEIVER, 10, 8)}`,
      ),
    );
    expect(form().receiver().getAttribute('aria-describedby')).toBe('latch-send-receiver-hint');
  });

  it('works from the keyboard: pick a token, type, preview and send', async () => {
    const { current, user } = await setup();
    current.chainReader.setReceipt({ hash: HASH, status: 'success', blockNumber: 3n });
    await act(async () => {
      form().amount().focus();
      await user.keyboard('2');
      await user.tab();
    });
    expect(shadow().activeElement?.textContent).toContain('Select token');
    await act(async () => user.keyboard('{Enter}'));
    await settle(current);
    expect(shadow().activeElement?.textContent).toContain('Ether');
    await act(async () => {
      await user.keyboard('{Tab}{Enter}');
    });
    await settle(current);
    expect(shadow().activeElement).toBe(form().amount());
    expect(modal().getByRole('button', { name: /Token: USDC/ })).toBeTruthy();
    await act(async () => {
      form().receiver().focus();
      await user.keyboard(`${RECEIVER}{Enter}`);
    });
    await settle(current);
    expect(shadow().activeElement?.textContent).toBe('Send');
    expect(current.latch.router.history).toEqual(['Account', 'Send']);
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    await settle(current);
    await settle(current);
    expect(current.latch.router.history).toEqual(['Account']);
  });

  it('tells an unavailable token list (with Retry) from an empty one', async () => {
    const { current } = await setup({
      prepare: (it) => {
        it.dataService.fail('balance.getBalance');
        it.chainReader.fail('getNativeBalance', { code: -32603, message: 'node down' });
      },
    });
    fireEvent.click(modal().getByRole('button', { name: 'Select token' }));
    await settle(current);
    const picker = modal().getByRole('region', { name: 'Select a token' });
    expect(within(picker).getByText('Token balances are unavailable for Ethereum.')).toBeTruthy();
    expect(shadow().activeElement?.textContent).toBe('Cancel');
    current.dataService.clearFailures();
    // A failed balance fetch is not retried within 30 s (SPEC §9).
    await act(async () => current.clock.advanceAsync(30_000));
    fireEvent.click(within(picker).getByRole('button', { name: 'Retry' }));
    await settle(current);
    await waitFor(() => expect(within(picker).getByRole('button', { name: /USD Coin/ })).toBeTruthy());
    fireEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    await settle(current);
    expect(shadow().activeElement?.textContent).toContain('Select token');
  });

  it('says when the account holds nothing to send', async () => {
    const { current } = await setup({
      balances: [],
      prepare: (it) => it.chainReader.fail('getNativeBalance', { code: -32603, message: 'node down' }),
    });
    fireEvent.click(modal().getByRole('button', { name: 'Select token' }));
    await settle(current);
    expect(modal().getByText('You hold no tokens to send on Ethereum.')).toBeTruthy();
  });

  it('asks to connect when no wallet is connected', async () => {
    const current = await openNotConnected(harness, NETWORK, 'Send');
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.history).toEqual(['Connect']);
  });
});

const modalRoot = () => {
  const root = shadow().querySelector('.latch-root');
  if (!root) throw new Error('no modal');
  return root;
};

describe('Send amount field, typed as a person types', () => {
  it('takes any string as parseable or refuses it, never showing a raw parser or node message', async () => {
    const { current } = await setup();
    await pick(current, 'USDC');
    fireEvent.change(form().receiver(), { target: { value: RECEIVER } });
    await settle(current);
    await expectAmountFieldTakesAnyString(form().amount, () => settle(current), modalRoot);
  });
});

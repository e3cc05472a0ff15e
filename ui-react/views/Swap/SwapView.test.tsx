// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react';
import {
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  keccak256,
  parseAbi,
  parseUnits,
  stringToHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { SWAP_QUOTE_DEBOUNCE_MS } from '../../../core/features/swap/index.js';
import type { Network, ReceiptLog, SwapToken, TokenBalance } from '../../../ports/index.js';
import { flushMicrotasks } from '../../../testkits/ManualClock.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { SendingWalletConnector } from '../../../testkits/SendingWalletConnector.js';
import { ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { fixedRateQuotes } from '../../../testkits/views/flowData.js';
import {
  actionButton,
  afterDebounce,
  openNotConnected,
  openOverAccount,
} from '../../../testkits/views/flowViewSteps.js';
import { expectAmountFieldTakesAnyString } from '../../../testkits/views/rawText.js';
import { flush, modal, settle, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const ADDRESS = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const NETWORK: Network = {
  ...ETHEREUM,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
const CHAIN = NETWORK.caipNetworkId;
const swapToken = (symbol: string, name: string, address: string, decimals: number): SwapToken => ({
  name,
  symbol,
  address: `${CHAIN}:${getAddress(address)}`,
  decimals,
  logoUri: '',
});
const DAI = swapToken('DAI', 'Dai Stablecoin', '0x6b175474e89094c44da98b954eedeac495271d0f', 18);
const USDC = swapToken('USDC', 'USD Coin', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 6);
const WETH = swapToken('WETH', 'Wrapped Ether', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', 18);
const ETH = swapToken('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18);
const hashOf = (n: number) => keccak256(stringToHex(`view-swap-${n}`));
const wethTransferTo = (to: `0x${string}`, value: bigint): ReceiptLog => ({
  address: getAddress(WETH.address.slice(-42)),
  topics: encodeEventTopics({
    abi: parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']),
    eventName: 'Transfer',
    args: { from: getAddress(DAI.address.slice(-42)), to },
  }) as `0x${string}`[],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});

const held = (token: SwapToken, numeric: string, price: number): TokenBalance => ({
  name: token.name,
  symbol: token.symbol,
  chainId: CHAIN,
  address: token.address,
  price,
  quantity: { decimals: String(token.decimals), numeric },
  iconUrl: '',
});

const harness = viewHarness();

/** Lets the debounced quote run and answer. */
const quoted = (current: Fixture) => afterDebounce(current, SWAP_QUOTE_DEBOUNCE_MS);

interface SetupOptions {
  readonly network?: Network;
  readonly swap?: { readonly fromToken?: string; readonly toToken?: string; readonly amount?: string };
  readonly prepare?: (current: Fixture) => void;
}

const setup = async (options: SetupOptions = {}) => {
  const network = options.network ?? NETWORK;
  const wallet = new SendingWalletConnector(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
    { accounts: [ADDRESS] },
    hashOf,
  );
  const current = harness.fixture({
    networks: [network],
    connectors: [wallet],
    prepare: (data) => {
      data.seedSwapTokens(CHAIN, [DAI, USDC, WETH, ETH]);
      data.seedBalances(ADDRESS, CHAIN, [held(ETH, '1.5', 3000), held(USDC, '1250.5', 1)]);
      data.seedPrices([
        { address: USDC.address, name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1, decimals: 6 },
        {
          address: WETH.address,
          name: 'Wrapped Ether',
          symbol: 'WETH',
          iconUrl: '',
          price: 3000,
          decimals: 18,
        },
      ]);
      // 1 USDC → 0.000332 WETH (0.4 % under the USD prices).
      data.quoteSwap = fixedRateQuotes(332_000_000n);
    },
  });
  current.chainReader.setBalance(ADDRESS, 1_500_000_000_000_000_000n);
  options.prepare?.(current);
  harness.render(current);
  const data = options.swap ? { swap: options.swap } : {};
  const user = await openOverAccount(current, network, '.latch-swap, .latch-notice', 'Swap', data);
  return { current, wallet, user };
};

const form = () => ({
  amount: () => modal().getByRole('textbox', { name: 'You pay' }),
  action: actionButton,
  field: (name: string) => shadow().querySelector(`[data-field="${name}"]`),
});

const progressHint = () => shadow().querySelector('.latch-swap-progress [role="status"]')?.textContent;

const pick = async (side: 'pay with' | 'receive', symbol: string) => {
  fireEvent.click(
    modal().getByRole('button', {
      name: new RegExp(`Select token to ${side}|^${side === 'pay with' ? 'Pay with' : 'Receive'} `, 'i'),
    }),
  );
  const list = await modal().findByRole('list', { name: 'Tokens' });
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) }));
  await flush();
};

const fill = async (amount = '10') => {
  await pick('pay with', 'USDC');
  await pick('receive', 'WETH');
  fireEvent.change(form().amount(), { target: { value: amount } });
  await flush();
};

describe('Swap view', () => {
  it('lists the network tokens, suggested first, with the balances held, and searches them', async () => {
    const { current } = await setup();
    expect(form().action().textContent).toBe('Select token');
    fireEvent.click(modal().getByRole('button', { name: 'Select token to pay with' }));
    await flush();
    const picker = modal().getByRole('region', { name: 'Select a token to pay with' });
    const rows = () =>
      [...picker.querySelectorAll('[data-token]')].map((row) => row.getAttribute('data-token'));
    expect(rows()).toEqual(['ETH', 'WETH', 'USDC', 'DAI']);
    expect(within(picker).getByRole('button', { name: /USD Coin/ }).textContent).toContain('1,250.500');
    expect(within(picker).getByRole('button', { name: /Dai Stablecoin/ }).textContent).toContain('0.000');
    const search = within(picker).getByRole('searchbox', { name: 'Search tokens' });
    expect(shadow().activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'wrapped' } });
    expect(rows()).toEqual(['WETH']);
    fireEvent.change(search, { target: { value: USDC.address.slice(-40, -30).toUpperCase() } });
    expect(rows()).toEqual(['USDC']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(within(picker).getByText('No token matches “zzz”.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'dai' } });
    fireEvent.click(within(picker).getByRole('button', { name: /Dai Stablecoin/ }));
    await flush();
    expect(modal().getByRole('button', { name: 'Pay with DAI' })).toBeTruthy();
    expect(current.latch.swap?.sourceToken).toEqual(DAI);
    expect(shadow().activeElement).toBe(form().amount());
  });

  it('quotes a typed amount once typing pauses, with a placeholder meanwhile, then previews it', async () => {
    const { current } = await setup();
    await fill('10');
    expect(form().action().textContent).toBe('Getting quote…');
    expect(shadow().querySelector('.latch-swap-details[data-state="quoting"]')).not.toBeNull();
    expect(shadow().querySelector('.latch-swap-output .latch-skeleton')).not.toBeNull();
    expect(current.dataService.callsOf('swap.getQuotes')).toHaveLength(0);
    await quoted(current);
    expect(current.dataService.callsOf('swap.getQuotes')).toHaveLength(1);
    expect(form().field('to-amount')?.textContent).toBe('0.00332');
    expect(form().field('to-amount')?.getAttribute('data-value')).toBe('0.00332');
    expect(form().field('rate')?.textContent).toBe('1 USDC ≈ 0.000332 WETH');
    expect(form().field('impact')?.textContent).toBe('0.4%');
    expect(form().field('fee')?.textContent).toBe('0.00015 ETH');
    expect(form().field('slippage')?.textContent).toBe('1%');
    expect(form().field('min-received')?.textContent).toBe('0.0032868 WETH');
    expect(modal().getByText('Balance: 1,250.500 USDC')).toBeTruthy();
    expect(form().action().textContent).toBe('Approve USDC and swap');
  });

  it('shows an unknown price impact as unknown, not zero', async () => {
    const { current } = await setup({ prepare: (it) => it.dataService.fail('balance.getFungiblePrices') });
    await fill('10');
    await quoted(current);
    expect(form().field('impact')?.textContent).toBe('Unknown');
  });

  it('refuses an amount above the balance, without asking a quote', async () => {
    const { current } = await setup();
    await fill('1250.500001');
    await quoted(current);
    expect(form().action().textContent).toBe('Insufficient balance');
    expect(form().action().getAttribute('aria-disabled')).toBe('true');
    expect(modal().getByRole('alert').textContent).toBe('Insufficient USDC balance');
    expect(current.dataService.callsOf('swap.getQuotes')).toHaveLength(0);
  });

  it("shows a failed quote in the server's words, and asks again on Try again", async () => {
    const { current } = await setup({
      prepare: (it) =>
        it.dataService.fail(
          'swap.getQuotes',
          httpFailure(502, '/v1/convert/quotes', 'No route for this pair'),
          1,
        ),
    });
    await fill('10');
    await quoted(current);
    expect(modal().getByRole('alert').textContent).toBe('No route for this pair');
    expect(form().amount().getAttribute('aria-describedby')).toBe('latch-swap-error');
    expect(form().action().textContent).toBe('Try again');
    fireEvent.click(form().action());
    await quoted(current);
    expect(modal().queryByRole('alert')).toBeNull();
    expect(form().action().textContent).toBe('Approve USDC and swap');
  });

  it('approves the allowance, then swaps, showing each step, and ends on the success', async () => {
    const { current, wallet } = await setup();
    await fill('10');
    await quoted(current);
    fireEvent.click(form().action());
    await flush();
    const steps = () =>
      [...shadow().querySelectorAll('.latch-swap-step')].map((step) => [
        step.textContent,
        step.getAttribute('data-state'),
      ]);
    expect(form().action().textContent).toBe('Approving…');
    expect(steps()).toEqual([
      ['Approve USDC', 'active'],
      ['Swap USDC for WETH', 'todo'],
    ]);
    expect(progressHint()).toBe('Waiting for the approval to confirm…');
    expect(wallet.sent).toHaveLength(1);
    expect(wallet.sent[0]?.to).toBe(getAddress(USDC.address.slice(-42)));
    await act(async () => {
      current.chainReader.setReceipt({ hash: hashOf(1), status: 'success', blockNumber: 1n });
      await flushMicrotasks();
    });
    await flush();
    expect(form().action().textContent).toBe('Swapping…');
    expect(steps()).toEqual([
      ['Approve USDC', 'done'],
      ['Swap USDC for WETH', 'active'],
    ]);
    expect(wallet.sent).toHaveLength(2);
    await act(async () => {
      // The receipt's Transfer log: 0.003301 WETH reached the account (less than the quote, within slippage).
      current.chainReader.setReceipt({
        hash: hashOf(2),
        status: 'success',
        blockNumber: 2n,
        logs: [wethTransferTo(ADDRESS, parseUnits('0.003301', 18))],
      });
      await flushMicrotasks();
    });
    await flush();
    const success = modal().getByRole('region', { name: 'Swap complete' });
    expect(shadow().activeElement?.textContent).toBe('Swap complete');
    expect(success.querySelector('[data-field="paid"]')?.textContent).toBe('USD10 USDC');
    // What the receipt says arrived, not the quote.
    expect(success.querySelector('[data-field="received"]')?.textContent).toBe('WET0.003301 WETH');
    expect(within(success).getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hashOf(2)}`,
    );
    fireEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await flush();
    expect(current.latch.router.history).toEqual(['Account']);
  });

  it('without logs in the receipt, the success shows the quote and the minimum instead', async () => {
    const { current } = await setup();
    await fill('10');
    await quoted(current);
    fireEvent.click(form().action());
    await flush();
    for (const n of [1, 2]) {
      await act(async () => {
        current.chainReader.setReceipt({ hash: hashOf(n), status: 'success', blockNumber: BigInt(n) });
        await flushMicrotasks();
      });
      await flush();
    }
    const success = modal().getByRole('region', { name: 'Swap complete' });
    expect(success.querySelector('[data-field="received"]')?.textContent).toBe(
      'WET≈ 0.00332 WETHat least 0.0032868 WETH',
    );
  });

  it('shows a declined approval, lets a silent wallet be left, and tries again with a fresh quote', async () => {
    const { current, wallet } = await setup();
    await fill('10');
    await quoted(current);
    wallet.sendBehaviour = { fail: { code: 4001, message: 'User rejected the request.' } };
    fireEvent.click(form().action());
    await flush();
    expect(modal().getByRole('alert').textContent).toBe('You declined the request in your wallet');
    expect(form().action().textContent).toBe('Try again');
    fireEvent.click(form().action());
    await quoted(current);
    expect(form().action().textContent).toBe('Approve USDC and swap');
    wallet.sendBehaviour = 'hold';
    fireEvent.click(form().action());
    await flush();
    expect(progressHint()).toBe('Approve the USDC allowance in your wallet');
    expect(form().amount()).toHaveProperty('readOnly', true);
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await quoted(current);
    expect(form().action().textContent).toBe('Approve USDC and swap');
    expect(form().amount()).toHaveProperty('readOnly', false);
  });

  it('switches the sides, the quoted output becoming the amount to pay', async () => {
    const { current } = await setup();
    await fill('10');
    await quoted(current);
    fireEvent.click(modal().getByRole('button', { name: 'Switch tokens' }));
    await flush();
    expect(modal().getByRole('button', { name: 'Pay with WETH' })).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Receive USDC' })).toBeTruthy();
    expect(form().amount()).toHaveProperty('value', '0.00332');
  });

  it('opens with swap arguments: tokens by plain or CAIP-10 address, and the amount', async () => {
    const { current } = await setup({
      swap: { fromToken: USDC.address.slice(-42).toLowerCase(), toToken: WETH.address, amount: '2' },
    });
    expect(modal().getByRole('button', { name: 'Pay with USDC' })).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Receive WETH' })).toBeTruthy();
    expect(form().amount()).toHaveProperty('value', '2');
    await quoted(current);
    expect(form().field('to-amount')?.textContent).toBe('0.000664');
  });

  it('works from the keyboard: the token list with arrows, Enter and Escape, then Enter to swap', async () => {
    const { current, user } = await setup();
    await act(async () => {
      form().amount().focus();
      await user.keyboard('10');
      await user.tab();
    });
    expect(shadow().activeElement?.textContent).toContain('Select token');
    await act(async () => user.keyboard('{Enter}'));
    await flush();
    expect(shadow().activeElement).toBe(modal().getByRole('searchbox', { name: 'Search tokens' }));
    await act(async () => user.keyboard('{Escape}'));
    await flush();
    expect(current.latch.modal.isOpen).toBe(true);
    expect(shadow().activeElement?.textContent).toContain('Select token');
    await act(async () => user.keyboard('{Enter}'));
    await flush();
    await act(async () => user.keyboard('{ArrowDown}'));
    expect(shadow().activeElement?.getAttribute('data-token')).toBe('ETH');
    await act(async () => user.keyboard('{ArrowDown}{ArrowDown}'));
    expect(shadow().activeElement?.getAttribute('data-token')).toBe('USDC');
    await act(async () => user.keyboard('{End}'));
    expect(shadow().activeElement?.getAttribute('data-token')).toBe('DAI');
    await act(async () => user.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}'));
    await flush();
    expect(modal().getByRole('button', { name: 'Pay with USDC' })).toBeTruthy();
    expect(shadow().activeElement).toBe(form().amount());
    fireEvent.click(modal().getByRole('button', { name: 'Select token to receive' }));
    await flush();
    await act(async () => user.keyboard('weth{ArrowDown}{Enter}'));
    await flush();
    expect(modal().getByRole('button', { name: 'Receive WETH' })).toBeTruthy();
    await quoted(current);
    await act(async () => user.keyboard('{Enter}'));
    await flush();
    expect(form().action().textContent).toBe('Approving…');
  });

  it('asks to connect when no wallet is connected', async () => {
    const current = await openNotConnected(harness, NETWORK, 'Swap');
    expect(modal().getByText('Connect a wallet to swap its tokens.')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }));
    expect(current.latch.router.history).toEqual(['Connect']);
  });

  it('says when the network has no swaps, with the way to another network', async () => {
    const sepolia: Network = { ...NETWORK, id: 11155111, name: 'Sepolia', caipNetworkId: 'eip155:11155111' };
    const { current } = await setup({ network: sepolia });
    expect(modal().getByText('Network not supported for Swaps')).toBeTruthy();
    expect(modal().getByText('Swaps are not offered on Sepolia. Switch to another network.')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Switch network' }));
    expect(current.latch.router.view).toBe('Networks');
  });

  it('tells a failed token list with Retry', async () => {
    const { current } = await setup({
      prepare: (it) => it.dataService.fail('swap.getTokens', httpFailure(503, '/v1/convert/tokens'), 1),
    });
    fireEvent.click(modal().getByRole('button', { name: 'Select token to pay with' }));
    await flush();
    const alert = modal().getByRole('alert');
    expect(current.latch.swap?.tokensError?.code).toBe('RPC_HTTP_ERROR');
    expect(alert.textContent).toContain('The network could not be reached. Try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await flush();
    expect(within(await modal().findByRole('list', { name: 'Tokens' })).getAllByRole('button')).toHaveLength(
      4,
    );
  });
});

const modalRoot = () => {
  const root = shadow().querySelector('.latch-root');
  if (!root) throw new Error('no modal');
  return root;
};

describe('Swap amount field, typed as a person types', () => {
  it('takes any string as parseable or refuses it, never showing a raw parser or node message', async () => {
    const { current } = await setup();
    await fill('1');
    await settle(current);
    await expectAmountFieldTakesAnyString(form().amount, () => settle(current), modalRoot);
  });
});

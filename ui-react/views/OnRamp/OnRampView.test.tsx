// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { getAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ONRAMP_PENDING_TIMEOUT_MS,
  ONRAMP_POLL_INTERVAL_MS,
  ONRAMP_QUOTE_DEBOUNCE_MS,
} from '../../../core/features/onramp/index.js';
import type { Network, OnrampUrlRequest, TokenBalance } from '../../../ports/index.js';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { MemoryWalletConnector } from '../../../testkits/MemoryWalletConnector.js';
import { ETHEREUM, type Fixture } from '../../../testkits/views/fixtures.js';
import { GALLERY_ONRAMP_OPTIONS, galleryOnrampQuote } from '../../../testkits/views/flowData.js';
import {
  actionButton,
  afterDebounce,
  openNotConnected,
  openOverAccount,
} from '../../../testkits/views/flowViewSteps.js';
import { expectAmountFieldTakesAnyString } from '../../../testkits/views/rawText.js';
import { flush, modal, settle, shadow, viewHarness } from '../../../testkits/views/viewHarness.js';

const ADDRESS = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const CHAIN = ETHEREUM.caipNetworkId;
const CHECKOUT = 'https://onramp.latch.test/buy?session=1';

const usdcHeld = (numeric: string): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CHAIN,
  address: `${CHAIN}:${USDC}`,
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
});

const harness = viewHarness();

/** A stand-in for the tab window.open gives: records where it was sent and whether it was closed. */
const fakeTab = () => {
  const tab = { opener: {} as unknown, shown: [] as string[], closed: false };
  const window = {
    get opener() {
      return tab.opener;
    },
    set opener(value: unknown) {
      tab.opener = value;
    },
    location: { replace: (url: string) => tab.shown.push(url) },
    close: () => {
      tab.closed = true;
    },
  };
  return { tab, window };
};

/** window.open observed: what it was called with, answering `answer` (a tab, or null when blocked). */
const stubOpen = (answer: unknown) => {
  const open = vi.fn((..._args: unknown[]) => answer);
  vi.stubGlobal('open', open);
  return open;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the debounced quote run and answer. */
const quoted = (current: Fixture) => afterDebounce(current, ONRAMP_QUOTE_DEBOUNCE_MS);

interface SetupOptions {
  readonly network?: Network;
  readonly prepare?: (current: Fixture) => void;
}

const setup = async (options: SetupOptions = {}) => {
  const network = options.network ?? ETHEREUM;
  const wallet = new MemoryWalletConnector(
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
    { accounts: [ADDRESS] },
  );
  const current = harness.fixture({
    networks: [network],
    connectors: [wallet],
    prepare: (data) => {
      data.onrampOptions = GALLERY_ONRAMP_OPTIONS;
      data.quoteOnramp = galleryOnrampQuote;
      data.onrampUrl = () => CHECKOUT;
      data.seedBalances(ADDRESS, CHAIN, [usdcHeld('100')]);
    },
  });
  options.prepare?.(current);
  harness.render(current);
  const user = await openOverAccount(
    current,
    network,
    '.latch-onramp .latch-send-amount, .latch-notice',
    'OnRamp',
  );
  return { current, user };
};

const form = () => ({
  amount: () => modal().getByRole('textbox', { name: 'Amount' }),
  action: actionButton,
  field: (name: string) => shadow().querySelector(`[data-field="${name}"]`)?.textContent,
  radio: (name: string | RegExp) => modal().getByRole('radio', { name }),
});

/** Types an amount of USDC and lets the quote answer. */
const quoteUsdc = async (current: Fixture, amount: string) => {
  fireEvent.click(form().radio('USDC'));
  fireEvent.change(form().amount(), { target: { value: amount } });
  await quoted(current);
};

describe('On-ramp view', () => {
  it('closing the modal gives up the quote in flight (its request aborted); no spinner is left for the next visit', async () => {
    const { current } = await setup();
    const release = current.dataService.hold('onramp.getQuote');
    fireEvent.click(form().radio('USDC'));
    fireEvent.change(form().amount(), { target: { value: '50' } });
    await quoted(current);
    expect(current.dataService.callsOf('onramp.getQuote')).toHaveLength(1);
    await act(async () => {
      current.latch.modal.close();
    });
    release();
    await flush();
    expect(current.dataService.aborted).toEqual(['onramp.getQuote']);
    expect(current.latch.onramp?.status).toBe('editing');
    expect(current.latch.onramp?.quote).toBeUndefined();
  });

  it('shows the quote: a skeleton while it is asked, then fees, subtotal, total and what arrives', async () => {
    const { current } = await setup();
    expect(form().action().textContent).toBe('Enter an amount');
    fireEvent.click(form().radio('USDC'));
    fireEvent.change(form().amount(), { target: { value: '50' } });
    await flush();
    expect(shadow().querySelector('.latch-onramp-quote[data-state="quoting"]')).not.toBeNull();
    expect(form().action().textContent).toBe('Getting quote…');
    expect(form().action().getAttribute('aria-disabled')).toBe('true');
    await quoted(current);
    expect(form().field('fee')).toBe('0.75 USD');
    expect(form().field('network-fee')).toBe('0.10 USD');
    expect(form().field('subtotal')).toBe('49.15 USD');
    expect(form().field('total')).toBe('50.00 USD');
    expect(form().field('receive')).toBe('49.15 USDC');
    expect(form().action().textContent).toBe('Continue to Latch Sandbox');
    expect(form().action().hasAttribute('aria-disabled')).toBe(false);
    expect(current.dataService.callsOf('onramp.getQuote')).toEqual([
      {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50.00',
        network: 'ethereum',
        paymentMethod: 'card',
      },
    ]);
  });

  it('quotes the picked currency, method and token; a quick amount fills the amount', async () => {
    const { current } = await setup();
    fireEvent.click(form().radio('EUR'));
    fireEvent.click(form().radio(/Bank account/));
    fireEvent.click(modal().getByRole('button', { name: '€250' }));
    await quoted(current);
    expect(form().amount()).toHaveProperty('value', '250');
    expect(modal().getByRole('button', { name: '€250' }).getAttribute('aria-pressed')).toBe('true');
    expect(form().field('total')).toBe('250.00 EUR');
    expect(form().field('receive')).toBe('0.09846 ETH');
    expect(current.dataService.callsOf('onramp.getQuote').at(-1)).toMatchObject({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
    });
  });

  it('marks the placeholder quote as an estimate when the quote service fails (no fees shown as zero)', async () => {
    const { current } = await setup({
      prepare: (fixture) => fixture.dataService.fail('onramp.getQuote', httpFailure(503, '/v1/onramp/quote')),
    });
    await quoteUsdc(current, '80');
    const estimate = shadow().querySelector('.latch-onramp-estimate');
    expect(estimate?.textContent).toContain('Estimate');
    expect(estimate?.textContent).toContain('the provider shows the fees and the exact amount');
    expect(form().field('total')).toBe('80.00 USD');
    expect(form().field('receive')).toBe('USDC, amount at checkout');
    expect(form().field('fee')).toBeUndefined();
    expect(form().action().textContent).toBe('Continue to Latch Sandbox');
  });

  it('refuses an amount over the card limit, showing the limit, with the button disabled', async () => {
    const open = stubOpen(null);
    const { current } = await setup();
    await quoteUsdc(current, '7500.01');
    expect(modal().getByRole('alert').textContent).toBe('The maximum purchase by card is 7,500.00 USD');
    expect(form().amount().getAttribute('aria-invalid')).toBe('true');
    expect(form().action().textContent).toBe('Amount too high');
    expect(form().action().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(form().action());
    await flush();
    expect(open).not.toHaveBeenCalled();
    expect(current.dataService.callsOf('onramp.getQuote')).toEqual([]);
    // A bank account takes up to 25,000.00 USD.
    fireEvent.click(form().radio(/Bank account/));
    await quoted(current);
    expect(modal().queryByRole('alert')).toBeNull();
    expect(form().field('total')).toBe('7,500.01 USD');
  });

  it('hands off to the provider in a new tab, waits for the funds, then shows what arrived', async () => {
    const { tab, window } = fakeTab();
    const open = stubOpen(window);
    const { current } = await setup();
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await flush();
    expect(tab.shown).toEqual([CHECKOUT]);
    const [request] = current.dataService.callsOf('onramp.generateUrl') as OnrampUrlRequest[];
    expect(request).toMatchObject({
      partnerUserId: ADDRESS,
      presetFiatAmount: 50,
      redirectUrl: `${globalThis.location.origin}${globalThis.location.pathname}`,
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }],
    });
    const heading = modal().getByRole('heading', { name: 'Waiting for your purchase…' });
    expect(shadow().activeElement).toBe(heading);
    expect(shadow().querySelector('.latch-onramp-pending [role="status"]')?.textContent).toContain(
      '50.00 USD in the Latch Sandbox tab',
    );
    expect(modal().getByRole('link', { name: 'Open Latch Sandbox again' }).getAttribute('href')).toBe(
      CHECKOUT,
    );

    // Nothing yet at the first reading; the next one finds the USDC bought.
    await act(async () => current.clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS));
    await flush();
    expect(modal().getByRole('heading', { name: 'Waiting for your purchase…' })).toBeTruthy();
    current.dataService.seedBalances(ADDRESS, CHAIN, [usdcHeld('149.15')]);
    await act(async () => current.clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS));
    await flush();
    const done = modal().getByRole('heading', { name: 'Purchase complete' });
    expect(shadow().activeElement).toBe(done);
    expect(form().field('received')).toBe('49.15 USDC');
    expect(form().field('paid')).toBe('50.00 USD');
    fireEvent.click(modal().getByRole('button', { name: 'Done' }));
    await flush();
    expect(current.latch.router.view).toBe('Account');
  });

  it('offers the provider page as a link when the browser blocked the tab', async () => {
    stubOpen(null);
    const { current } = await setup();
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    await flush();
    const link = modal().getByRole('link', { name: 'Open Latch Sandbox' });
    expect(link.getAttribute('href')).toBe(CHECKOUT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes the tab and says why when the provider page cannot be made', async () => {
    const { tab, window } = fakeTab();
    stubOpen(window);
    const { current } = await setup({
      prepare: (fixture) =>
        fixture.dataService.fail(
          'onramp.generateUrl',
          httpFailure(502, '/v1/generators/onrampurl', 'Provider unavailable'),
          1,
        ),
    });
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    await flush();
    expect(tab.closed).toBe(true);
    expect(tab.shown).toEqual([]);
    expect(modal().getByRole('alert').textContent).toContain('Provider unavailable');
    expect(form().action().textContent).toBe('Continue to Latch Sandbox');
  });

  it.each([{ blocked: false }, { blocked: true }])(
    'never opens a javascript: checkout URL (tab blocked: $blocked): the catalogue text, no link, the tab closed',
    async ({ blocked }) => {
      {
        const { tab, window } = fakeTab();
        stubOpen(blocked ? null : window);
        const { current } = await setup({
          prepare: (fixture) => {
            fixture.dataService.onrampUrl = () =>
              'javascript:alert(document.domain)//sandbox/onramp/checkout';
          },
        });
        await quoteUsdc(current, '50');
        fireEvent.click(form().action());
        await flush();
        expect(tab.shown).toEqual([]);
        expect(tab.closed).toBe(!blocked);
        expect(modal().getByRole('alert').textContent).toContain(
          'This link cannot be opened: it is not a safe web or wallet address',
        );
        expect(modal().queryByRole('link', { name: /Open Latch Sandbox/ })).toBeNull();
        expect(shadow().querySelector('a[href^="javascript"]')).toBeNull();
        expect(form().action().textContent).toBe('Continue to Latch Sandbox');
      }
    },
  );

  it('cancels a pending purchase back to the same form, focus on the button', async () => {
    stubOpen(fakeTab().window);
    const { current } = await setup();
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    await flush();
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(current.latch.onramp?.status).toBe('quoting');
    expect(form().amount()).toHaveProperty('value', '50');
    expect(shadow().activeElement).toBe(form().action());
    await quoted(current);
    expect(form().field('receive')).toBe('49.15 USDC');
    // Cancelled: a purchase arriving later does not end in success.
    current.dataService.seedBalances(ADDRESS, CHAIN, [usdcHeld('149.15')]);
    await act(async () => current.clock.advanceAsync(ONRAMP_POLL_INTERVAL_MS * 2));
    await flush();
    expect(modal().queryByRole('heading', { name: 'Purchase complete' })).toBeNull();
  });

  it('says when the funds did not arrive in time, back to the form or to Account', async () => {
    stubOpen(fakeTab().window);
    const { current } = await setup();
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    await flush();
    await act(async () => current.clock.advanceAsync(ONRAMP_PENDING_TIMEOUT_MS));
    await flush();
    const heading = modal().getByRole('heading', { name: 'Purchase not arrived' });
    expect(shadow().activeElement).toBe(heading);
    expect(modal().getByRole('alert').textContent).toBe(
      'The purchase has not arrived yet. It may still complete: check your balance later.',
    );
    fireEvent.click(modal().getByRole('button', { name: 'Back to the form' }));
    await quoted(current);
    expect(form().field('receive')).toBe('49.15 USDC');
  });

  it('shows the purchase under way when Buy is opened again', async () => {
    stubOpen(fakeTab().window);
    const { current } = await setup();
    await quoteUsdc(current, '50');
    fireEvent.click(form().action());
    await flush();
    await act(async () => {
      current.latch.router.goBack();
    });
    await flush();
    await act(async () => {
      current.latch.router.push('OnRamp');
    });
    await flush();
    expect(await modal().findByRole('heading', { name: 'Waiting for your purchase…' })).toBeTruthy();
  });

  it('works from the keyboard: one Tab stop per choice, arrows to choose, Enter to continue', async () => {
    const { tab, window } = fakeTab();
    stubOpen(window);
    const { current, user } = await setup();
    await act(async () => {
      form().amount().focus();
      await user.keyboard('120');
    });
    const stops: string[] = [];
    for (let step = 0; step < 8; step++) {
      await act(async () => user.tab());
      const active = shadow().activeElement;
      stops.push(active?.getAttribute('value') ?? active?.textContent ?? '');
    }
    expect(stops).toEqual(['USD', '$50', '$100', '$250', '$500', 'ETH', 'card', 'sandbox']);
    await act(async () => user.keyboard('{Shift>}{Tab}{Tab}{/Shift}'));
    expect(shadow().activeElement?.getAttribute('value')).toBe('ETH');
    await act(async () => user.keyboard('{ArrowRight}'));
    expect(form().radio('USDC')).toHaveProperty('checked', true);
    expect(shadow().activeElement).toBe(form().radio('USDC'));
    await act(async () => user.keyboard('{ArrowLeft}{ArrowLeft}'));
    expect(form().radio('WETH')).toHaveProperty('checked', true);
    await act(async () => user.keyboard('{Home}{ArrowDown}'));
    expect(form().radio('USDC')).toHaveProperty('checked', true);
    await act(async () => {
      form().amount().focus();
    });
    await quoted(current);
    expect(form().field('receive')).toBe('118.1 USDC');
    await act(async () => user.keyboard('{Enter}'));
    await flush();
    expect(tab.shown).toEqual([CHECKOUT]);
    expect(modal().getByRole('heading', { name: 'Waiting for your purchase…' })).toBeTruthy();
  });

  it('says when nothing can be bought on the network, with the way to another one', async () => {
    const { current } = await setup({
      prepare: (fixture) => {
        fixture.dataService.onrampOptions = { ...GALLERY_ONRAMP_OPTIONS, purchaseCurrencies: [] };
      },
    });
    expect(modal().getByText('No purchases on Ethereum')).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Switch network' }));
    expect(current.latch.router.view).toBe('Networks');
  });

  it('says the built-in options are used when the options service fails', async () => {
    await setup({ prepare: (fixture) => fixture.dataService.fail('onramp.getOptions') });
    expect(form().field('fallback')).toContain('built-in currencies and limits');
    expect(form().radio('ETH')).toHaveProperty('checked', true);
    expect(form().radio('USDC')).toBeTruthy();
  });

  it('asks to connect when no wallet is connected', async () => {
    await openNotConnected(harness, ETHEREUM, 'OnRamp');
    expect(modal().getByText('Connect a wallet to buy crypto.')).toBeTruthy();
  });
});

const modalRoot = () => {
  const root = shadow().querySelector('.latch-root');
  if (!root) throw new Error('no modal');
  return root;
};

describe('On-ramp amount field, typed as a person types', () => {
  it('takes any string as parseable or refuses it, never showing a raw parser or node message', async () => {
    const { current } = await setup();
    fireEvent.click(form().radio('USDC'));
    await settle(current);
    await expectAmountFieldTakesAnyString(form().amount, () => settle(current), modalRoot);
  });
});

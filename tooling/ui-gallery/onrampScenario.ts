// Gallery states of the On-ramp view: the empty form, a quote being asked, the quote, the estimate shown when the
// quote service fails, an amount over the card limit, a purchase waiting for its funds, the success, a network
// without purchases and the not-connected state. The form is filled through latch.onramp once the view shows
// (opening the view starts a fresh form). The view tests use the same options and quotes.
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../../ports/index.js';
import { httpFailure } from '../../testkits/MemoryDataService.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';
import type { ConnectGalleryWallet, GalleryFixture } from './scenarioSteps.js';
import { flowScenarioTable, openFundedView, whenReady, whenShows } from './scenarioSteps.js';

/**
 * The On-ramp view's gallery table: what each state shows once ready (selectors pierce the open shadow root), and
 * its elements whose look a hostile host page must not change.
 */
export const {
  states: ONRAMP_SCENARIO_STATES,
  ready: ONRAMP_SCENARIO_READY,
  probes: ONRAMP_SCENARIO_PROBES,
} = flowScenarioTable(
  'OnRamp',
  {
    normal: '.latch-onramp .latch-send-amount',
    quoting: '.latch-onramp-quote[data-state="quoting"]',
    quote: '.latch-onramp-quote[data-state="ready"]',
    estimate: '.latch-onramp-estimate',
    'over-limit': '.latch-onramp .latch-send-error',
    pending: '.latch-onramp-pending[data-state="pending"]',
    success: '.latch-onramp-success',
    unsupported: '[data-testid="latch-onramp-unsupported"]',
    'not-connected': '[data-testid="latch-not-connected"]',
  },
  ['.latch-onramp-choices', '.latch-onramp-choice-body', '.latch-onramp-quick-amount'],
);

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];
const ethereum = (contract: string) => ({
  name: 'ethereum',
  display_name: 'Ethereum',
  chain_id: '1',
  contract_address: contract,
});

/** Ether and the devnet's three tokens on Ethereum, paid in USD or EUR by card or bank account (the SPEC §9 limits). */
export const GALLERY_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [ethereum('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')],
    },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [ethereum(USDC)] },
    { id: 'DAI', name: 'Dai Stablecoin', symbol: 'DAI', networks: [ethereum(DAI)] },
    { id: 'WETH', name: 'Wrapped Ether', symbol: 'WETH', networks: [ethereum(WETH)] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
};

const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const decimal = (value: bigint): string => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
const micro = (value: bigint): string =>
  `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, '0')}`;

/**
 * A provider's quote: a 1.5 % fee (cents rounded down), a 0.10 network fee, the rest buys the token — one USDC
 * (or DAI) per unit of the currency, or Ether (and WETH) at 2,500 (6 decimals, floored).
 */
export const galleryOnrampQuote = (request: OnrampQuoteRequest): OnrampQuote => {
  const total = cents(request.amount);
  const fee = (total * 15n) / 1000n;
  const networkFee = 10n;
  const subtotal = total - fee - networkFee;
  const currency = request.paymentCurrency;
  const purchase =
    request.purchaseCurrency === 'ETH' ? micro((subtotal * 10_000n) / 2_500n) : decimal(subtotal);
  return {
    coinbaseFee: { amount: decimal(fee), currency },
    networkFee: { amount: decimal(networkFee), currency },
    paymentSubtotal: { amount: decimal(subtotal), currency },
    paymentTotal: { amount: decimal(total), currency },
    purchaseAmount: { amount: purchase, currency: request.purchaseCurrency },
    quoteId: `quote-${request.purchaseCurrency}-${request.amount}`,
  };
};

/** Seeds the options, quotes and the account's tokens, connects and opens the On-ramp view. */
export async function prepareOnrampScenario(
  fixture: GalleryFixture,
  state: string,
  account: string,
  connect: ConnectGalleryWallet,
): Promise<void> {
  const { dataService } = fixture;
  dataService.onrampOptions =
    state === 'unsupported' ? { ...GALLERY_ONRAMP_OPTIONS, purchaseCurrencies: [] } : GALLERY_ONRAMP_OPTIONS;
  dataService.quoteOnramp = galleryOnrampQuote;
  if (state === 'quoting') dataService.hold('onramp.getQuote');
  if (state === 'estimate') dataService.fail('onramp.getQuote', httpFailure(503, '/v1/onramp/quote'));
  if (state === 'not-connected') void fixture.latch.modal.open({ view: 'OnRamp' });
  else await openFundedView(fixture, 'OnRamp', account, connect);
}

/** Brings the shown On-ramp view to `state`. */
export function afterOnrampScenario(
  fixture: GalleryFixture,
  state: string,
  account: string,
  shadow: ShadowRoot | null | undefined,
): void {
  if (state === 'normal' || state === 'unsupported' || state === 'not-connected') return;
  whenShows(shadow, '.latch-onramp .latch-send-amount', () => {
    // The view is on screen: its flow is built.
    const onramp = fixture.latch.onramp;
    if (onramp === undefined) return;
    onramp.setPurchaseToken('USDC');
    onramp.setAmount(state === 'over-limit' ? '7500.01' : '250');
    if (state !== 'pending' && state !== 'success') return;
    whenReady(
      () => onramp.status === 'ready',
      () => {
        void onramp.handOff({ returnUrl: 'https://app.latch.test/' }).then((handedOff) => {
          if (handedOff.isErr() || state !== 'success') return;
          // The provider delivered: the next balance reading shows the USDC bought.
          fixture.dataService.seedBalances(
            account,
            'eip155:1',
            galleryTokenBalances().map((row) =>
              row.symbol === 'USDC' ? { ...row, quantity: { ...row.quantity, numeric: '12296.65' } } : row,
            ),
          );
        });
      },
    );
  });
}

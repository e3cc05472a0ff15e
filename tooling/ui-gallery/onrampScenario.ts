// Gallery states of the On-ramp view: the empty form, a quote being asked, the quote, the estimate shown when the
// quote service fails, an amount over the card limit, a purchase waiting for its funds, the success, a network
// without purchases and the not-connected state. The form is filled through latch.onramp once the view shows
// (opening the view starts a fresh form). The view tests use the same options and quotes.
import { httpFailure } from '../../testkits/MemoryDataService.js';
import { GALLERY_ONRAMP_OPTIONS, galleryOnrampQuote } from '../../testkits/views/flowData.js';
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

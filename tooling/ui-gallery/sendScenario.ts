// Gallery states of the Send view: the empty form, a filled one (a name resolved), an error in the SPEC's words,
// Max on ETH (3 decimals at most), the preview, a pending send, one the wallet refused (in the catalogue's words,
// not the wallet's) and the token list. The form is filled through latch.send once the view shows
// (opening the view starts a fresh form).
import type { SendStore } from '../../core/features/send/index.js';
import type { EvmFeeEstimate, NameRecord } from '../../ports/index.js';
import type { ConnectGalleryWallet, GalleryFixture } from './scenarioSteps.js';
import { flowScenarioTable, openFundedView, whenShows } from './scenarioSteps.js';

/**
 * The Send view's gallery table: what each state shows once ready (selectors pierce the open shadow root), and
 * its elements whose look a hostile host page must not change.
 */
export const {
  states: SEND_SCENARIO_STATES,
  ready: SEND_SCENARIO_READY,
  probes: SEND_SCENARIO_PROBES,
} = flowScenarioTable(
  'Send',
  {
    normal: '.latch-send-token[data-empty="true"]',
    filled: '.latch-send-hint[data-tone="success"]',
    error: '.latch-send-error',
    max: '.latch-send-box input[value*="."]',
    preview: '.latch-send-summary-amount',
    pending: '.latch-send-link',
    rejected: '.latch-send-summary ~ .latch-send-error',
    tokens: '.latch-send-picker-list [data-token="DAI"]',
  },
  ['.latch-send-token', '.latch-send-receiver'],
);

/** 21,000 gas at 12 gwei. */
export const GALLERY_SEND_FEE: EvmFeeEstimate = { gas: 21_000n, pricePerGas: 12_000_000_000n };
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e20d17dc79c';
const ALICE: NameRecord = {
  name: 'alice.latch.id',
  registered_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  attributes: null,
  addresses: { '60': { address: RECEIVER, created_at: '2026-01-01T00:00:00Z' } },
};

/** Seeds the account's tokens and a name, connects and opens Send. */
export async function prepareSendScenario(
  fixture: GalleryFixture,
  account: string,
  connect: ConnectGalleryWallet,
): Promise<void> {
  fixture.dataService.seedName(ALICE);
  await openFundedView(fixture, 'Send', account, connect);
}

/** Brings the shown Send view to `state`. */
export function afterSendScenario(
  fixture: GalleryFixture,
  state: string,
  shadow: ShadowRoot | null | undefined,
): void {
  whenShows(shadow, '.latch-send-submit', () => {
    // The view is on screen: its flow is built (the same store comes back at once).
    void fixture.latch.loadFeature('send').then((send) => fillSendScenario(send, state, shadow));
  });
}

function fillSendScenario(send: SendStore, state: string, shadow: ShadowRoot | null | undefined): void {
  const pick = (symbol: string) => send.selectToken(send.tokens.find((token) => token.symbol === symbol));
  switch (state) {
    case 'filled':
      pick('USDC');
      send.setAmount('250');
      send.setReceiver('alice.latch.id');
      return;
    case 'error':
      pick('ETH');
      send.setAmount('3');
      send.setReceiver(RECEIVER);
      void send.prepare();
      return;
    case 'max':
      pick('ETH');
      send.setReceiver(RECEIVER);
      void send.fillMax();
      return;
    case 'preview':
    case 'pending':
    case 'rejected':
      pick('USDC');
      send.setAmount('250');
      send.setReceiver('alice.latch.id');
      void send.prepare().match(
        () => {
          if (state !== 'preview') void send.send();
        },
        () => undefined,
      );
      return;
    case 'tokens':
      pick('USDC');
      shadow?.querySelector<HTMLElement>('.latch-send-token')?.click();
      return;
  }
}

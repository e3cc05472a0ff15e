// Gallery states of the Send view: the empty form, a filled one (a name resolved), an error in the SPEC's words,
// the preview, a pending send and the token list. The form is filled through latch.send once the view shows
// (opening the view starts a fresh form).
import type { SendStore } from '../../core/send/index.js';
import type { Clock, EvmFeeEstimate, NameRecord, Scheduler } from '../../ports/index.js';
import type { Fixture } from './fixtures.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';

export const SEND_SCENARIO_STATES = ['normal', 'filled', 'error', 'preview', 'pending', 'tokens'] as const;
export type SendScenarioState = (typeof SEND_SCENARIO_STATES)[number];

/** What each state shows once ready (selectors pierce the open shadow root). */
export const SEND_SCENARIO_READY: Readonly<Record<`Send:${SendScenarioState}`, string>> = {
  'Send:normal': '.latch-send-token[data-empty="true"]',
  'Send:filled': '.latch-send-hint[data-tone="success"]',
  'Send:error': '.latch-send-error',
  'Send:preview': '.latch-send-summary-amount',
  'Send:pending': '.latch-send-link',
  'Send:tokens': '.latch-send-picker-list [data-token="DAI"]',
};

/** Elements of the Send view whose look a hostile host page must not change. */
export const SEND_SCENARIO_PROBES: readonly string[] = [
  '.latch-card',
  '.latch-send-box',
  '.latch-send-label',
  '.latch-send-amount',
  '.latch-send-token',
  '.latch-send-receiver',
  '.latch-send-submit',
];

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

type GalleryFixture = Fixture<Clock & Scheduler>;

/** Seeds the account's tokens and a name, connects and opens Send. */
export async function prepareSendScenario(
  fixture: GalleryFixture,
  account: string,
  connect: (fixture: GalleryFixture) => Promise<void>,
): Promise<void> {
  fixture.dataService.seedBalances(account, 'eip155:1', galleryTokenBalances());
  fixture.dataService.seedName(ALICE);
  fixture.chainReader.setBalance(account, 1_284_657_000_000_000_000n);
  await connect(fixture);
  await fixture.latch.balances.refresh();
  void fixture.latch.modal.open({ view: 'Send' });
}

/** Calls `then` once the Send form is on screen (opening the view starts a fresh form). */
const whenFormShows = (shadow: ShadowRoot | null | undefined, then: () => void, tries = 100): void => {
  if (shadow?.querySelector('.latch-send-submit') || tries <= 0) then();
  else setTimeout(() => whenFormShows(shadow, then, tries - 1), 50);
};

/** Brings the shown Send view to `state`. */
export function afterSendScenario(
  fixture: GalleryFixture,
  state: string,
  shadow: ShadowRoot | null | undefined,
): void {
  whenFormShows(shadow, () => {
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
    case 'preview':
    case 'pending':
      pick('USDC');
      send.setAmount('250');
      send.setReceiver('alice.latch.id');
      void send.prepare().match(
        () => {
          if (state === 'pending') void send.send();
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

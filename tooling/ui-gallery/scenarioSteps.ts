// Steps the gallery scenarios of the account flows (Send, Swap, On-ramp) share: the fixture funded with the
// gallery's tokens, the wallet connected and the view opened, and waits for what a view shows before a scenario
// drives it further (the page runs on real time, so these poll).
import type { Clock, Scheduler } from '../../ports/index.js';
import type { Fixture } from '../../testkits/views/fixtures.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';

export type GalleryFixture = Fixture<Clock & Scheduler>;

/** Connects the gallery wallet (the scenario set-up's own connector). */
export type ConnectGalleryWallet = (fixture: GalleryFixture) => Promise<void>;

/** The Ether the gallery account holds on Ethereum: 1.284657. */
export const GALLERY_ETHER = 1_284_657_000_000_000_000n;

/**
 * Opens the modal on `view` with the account holding the gallery's tokens and Ether on Ethereum, the wallet
 * connected and the balances read first.
 */
export async function openFundedView(
  fixture: GalleryFixture,
  view: 'Send' | 'Swap' | 'OnRamp',
  account: string,
  connect: ConnectGalleryWallet,
): Promise<void> {
  const { dataService, chainReader, latch } = fixture;
  dataService.seedBalances(account, 'eip155:1', galleryTokenBalances());
  chainReader.setBalance(account, GALLERY_ETHER);
  await connect(fixture);
  await latch.balances.refresh();
  void latch.modal.open({ view });
}

/** Calls `then` once `ready()` holds, checking every 50 ms; gives up waiting (and calls it) after `tries` checks. */
export const whenReady = (ready: () => boolean, then: () => void, tries = 100): void => {
  if (ready() || tries <= 0) then();
  else setTimeout(() => whenReady(ready, then, tries - 1), 50);
};

/** Calls `then` once `selector` matches in the modal's shadow root (a view's form on screen). */
export const whenShows = (shadow: ShadowRoot | null | undefined, selector: string, then: () => void): void =>
  whenReady(() => shadow?.querySelector(selector) != null, then);

/**
 * The elements every account-flow form has (the card, the amount box with its label and input, the submit
 * button) whose look a hostile host page must not change.
 */
const FLOW_FORM_PROBES: readonly string[] = [
  '.latch-card',
  '.latch-send-box',
  '.latch-send-label',
  '.latch-send-amount',
  '.latch-send-submit',
];

export interface FlowScenarioTable<V extends string, S extends string> {
  /** The states, in the gallery's order. */
  readonly states: readonly S[];
  /** What each state shows once ready, keyed as the gallery keys it ('Swap:normal'). */
  readonly ready: Readonly<Record<`${V}:${S}`, string>>;
  /** The elements whose look a hostile host page must not change: the form's, then the view's own. */
  readonly probes: readonly string[];
}

/**
 * The gallery table of an account-flow view from what each of its states shows once ready (selectors pierce
 * the open shadow root; the order is the gallery's) and the view's own elements to check against hostile CSS.
 */
export function flowScenarioTable<V extends string, S extends string>(
  view: V,
  ready: Readonly<Record<S, string>>,
  ownProbes: readonly string[],
): FlowScenarioTable<V, S> {
  const entries = Object.entries<string>(ready);
  return {
    states: Object.keys(ready) as S[],
    ready: Object.fromEntries(entries.map(([state, selector]) => [`${view}:${state}`, selector])) as Record<
      `${V}:${S}`,
      string
    >,
    probes: [...FLOW_FORM_PROBES, ...ownProbes],
  };
}

// Gallery states of the Swap view: the empty form, the token list, a quote being asked, the preview, a failed quote,
// an amount above the balance, an approval under way, the success and the not-connected state. The form is filled
// through latch.swap once the view shows (opening the view starts a fresh form).
import type { SwapStore } from '../../core/swap/index.js';
import type { Clock, Scheduler, SwapToken } from '../../ports/index.js';
import { httpFailure, type MemoryDataService } from '../../testkits/MemoryDataService.js';
import type { Fixture } from './fixtures.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';

export const SWAP_SCENARIO_STATES = [
  'normal',
  'tokens',
  'quoting',
  'preview',
  'error',
  'insufficient',
  'approving',
  'success',
  'not-connected',
] as const;
export type SwapScenarioState = (typeof SWAP_SCENARIO_STATES)[number];

/** What each state shows once ready (selectors pierce the open shadow root). */
export const SWAP_SCENARIO_READY: Readonly<Record<`Swap:${SwapScenarioState}`, string>> = {
  'Swap:normal': '.latch-swap .latch-send-token[data-empty="true"]',
  'Swap:tokens': '.latch-swap-picker [data-token="DAI"]',
  'Swap:quoting': '.latch-swap-details[data-state="quoting"]',
  'Swap:preview': '.latch-swap-details[data-state="ready"]',
  'Swap:error': '.latch-swap .latch-send-error',
  'Swap:insufficient': '.latch-swap .latch-send-error',
  'Swap:approving': '.latch-swap-step[data-state="active"]',
  'Swap:success': '.latch-swap-success',
  'Swap:not-connected': '[data-testid="latch-not-connected"]',
};

/** Elements of the Swap view whose look a hostile host page must not change. */
export const SWAP_SCENARIO_PROBES: readonly string[] = [
  '.latch-card',
  '.latch-send-box',
  '.latch-send-label',
  '.latch-send-amount',
  '.latch-send-token',
  '.latch-swap-switch',
  '.latch-swap-output',
  '.latch-send-submit',
];

/** The gallery's tokens as the swap routes list them. */
const swapTokens = (): readonly SwapToken[] =>
  galleryTokenBalances().flatMap((row) =>
    row.address === undefined
      ? []
      : [
          {
            name: row.name,
            symbol: row.symbol,
            address: row.address,
            decimals: Number(row.quantity.decimals),
            logoUri: row.iconUrl,
          },
        ],
  );

type GalleryFixture = Fixture<Clock & Scheduler>;

/** A quote source answering `rate` smallest units out per smallest unit in (302_000_000n: 1 USDC → 0.000302 WETH). */
export const fixedRateQuotes =
  (rate: bigint): MemoryDataService['quoteSwap'] =>
  (request) => [
    {
      id: null,
      fromAmount: request.amount,
      fromAccount: request.from,
      toAmount: (BigInt(request.amount) * rate).toString(),
      toAccount: request.to,
    },
  ];

/** Seeds the account's tokens, the swap tokens and a 1 USDC → 0.000302 WETH quote, connects and opens Swap. */
export async function prepareSwapScenario(
  fixture: GalleryFixture,
  state: string,
  account: string,
  connect: (fixture: GalleryFixture) => Promise<void>,
): Promise<void> {
  const { dataService, chainReader, latch } = fixture;
  if (state === 'not-connected') {
    void latch.modal.open({ view: 'Swap' });
    return;
  }
  const tokens = swapTokens();
  dataService.seedBalances(account, 'eip155:1', galleryTokenBalances());
  dataService.seedSwapTokens('eip155:1', tokens);
  dataService.seedPrices(
    galleryTokenBalances().flatMap((row) =>
      row.address === undefined || row.price === 0
        ? []
        : [
            {
              address: row.address,
              name: row.name,
              symbol: row.symbol,
              iconUrl: row.iconUrl,
              price: row.price,
              decimals: Number(row.quantity.decimals),
            },
          ],
    ),
  );
  dataService.quoteSwap = fixedRateQuotes(302_000_000n);
  if (state === 'quoting') dataService.hold('swap.getQuotes');
  if (state === 'error')
    dataService.fail(
      'swap.getQuotes',
      httpFailure(502, '/v1/convert/quotes', 'No route found for USDC → WETH'),
    );
  if (state === 'success') {
    chainReader.waitForTransaction = async ({ hash }) => ({ hash, status: 'success', blockNumber: 1n });
  }
  chainReader.setBalance(account, 1_284_657_000_000_000_000n);
  await connect(fixture);
  await latch.balances.refresh();
  void latch.modal.open({ view: 'Swap' });
}

/** Calls `then` once the Swap form is on screen (opening the view starts a fresh form). */
const whenFormShows = (shadow: ShadowRoot | null | undefined, then: () => void, tries = 100): void => {
  if (shadow?.querySelector('.latch-swap-switch') || tries <= 0) then();
  else setTimeout(() => whenFormShows(shadow, then, tries - 1), 50);
};

/** Brings the shown Swap view to `state`. */
export function afterSwapScenario(
  fixture: GalleryFixture,
  state: string,
  shadow: ShadowRoot | null | undefined,
): void {
  whenFormShows(shadow, () => {
    // The view is on screen: its flow is built (the same store comes back at once).
    void fixture.latch.loadFeature('swap').then((swap) => fillSwapScenario(swap, state, shadow));
  });
}

/** Runs `then` once the quote is ready. */
const whenQuoted = (swap: SwapStore, then: () => void, tries = 100): void => {
  if (swap.status === 'ready' || tries <= 0) then();
  else setTimeout(() => whenQuoted(swap, then, tries - 1), 50);
};

function fillSwapScenario(swap: SwapStore, state: string, shadow: ShadowRoot | null | undefined): void {
  const find = (symbol: string) => swap.tokens.find((token) => token.symbol === symbol);
  if (state === 'normal' || state === 'not-connected') return;
  swap.setSourceToken(find('USDC'));
  if (state === 'tokens') {
    shadow?.querySelector<HTMLElement>('.latch-send-token[data-side="to"]')?.click();
    return;
  }
  swap.setToToken(find('WETH'));
  swap.setSourceAmount(state === 'insufficient' ? '20000' : '250');
  if (state === 'approving' || state === 'success') whenQuoted(swap, () => void swap.swap());
}

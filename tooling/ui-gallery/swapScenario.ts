// Gallery states of the Swap view: the empty form, the token list, a quote being asked, the preview, a failed quote,
// an amount above the balance, an approval under way, the success and the not-connected state. The form is filled
// through latch.swap once the view shows (opening the view starts a fresh form).
import type { SwapStore } from '../../core/features/swap/index.js';
import type { ReceiptLog, SwapToken } from '../../ports/index.js';
import { httpFailure } from '../../testkits/MemoryDataService.js';
import { fixedRateQuotes } from '../../testkits/views/flowData.js';
import { galleryTokenBalances } from './galleryTokenBalances.js';
import type { ConnectGalleryWallet, GalleryFixture } from './scenarioSteps.js';
import { flowScenarioTable, openFundedView, whenReady, whenShows } from './scenarioSteps.js';

/**
 * The Swap view's gallery table: what each state shows once ready (selectors pierce the open shadow root), and
 * its elements whose look a hostile host page must not change.
 */
export const {
  states: SWAP_SCENARIO_STATES,
  ready: SWAP_SCENARIO_READY,
  probes: SWAP_SCENARIO_PROBES,
} = flowScenarioTable(
  'Swap',
  {
    normal: '.latch-swap .latch-send-token[data-empty="true"]',
    tokens: '.latch-swap-picker [data-token="DAI"]',
    quoting: '.latch-swap-details[data-state="quoting"]',
    preview: '.latch-swap-details[data-state="ready"]',
    error: '.latch-swap .latch-send-error',
    insufficient: '.latch-swap .latch-send-error',
    approving: '.latch-swap-step[data-state="active"]',
    success: '.latch-swap-success',
    'not-connected': '[data-testid="latch-not-connected"]',
  },
  ['.latch-send-token', '.latch-swap-switch', '.latch-swap-output'],
);

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

/** A Transfer log of `value` (smallest units) of `token` to `account`, as a swap's receipt carries it. */
const wethPaidOut = (token: SwapToken, account: string, value: bigint): ReceiptLog => {
  const word = (hex: string) => `0x${hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')}` as const;
  return {
    address: token.address.slice(token.address.lastIndexOf(':') + 1) as `0x${string}`,
    topics: [
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      word('11'.repeat(20)),
      word(account.slice(account.lastIndexOf(':') + 1)),
    ],
    data: word(value.toString(16)),
  };
};

/** Seeds the account's tokens, the swap tokens and a 1 USDC → 0.000302 WETH quote, connects and opens Swap. */
export async function prepareSwapScenario(
  fixture: GalleryFixture,
  state: string,
  account: string,
  connect: ConnectGalleryWallet,
): Promise<void> {
  const { dataService, chainReader } = fixture;
  dataService.seedSwapTokens('eip155:1', swapTokens());
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
    // The swap's receipt: a WETH Transfer log to the account, a little under the 0.0755 quoted.
    const weth = swapTokens().find((token) => token.symbol === 'WETH');
    const logs = weth === undefined ? [] : [wethPaidOut(weth, account, 75_431_200_000_000_000n)];
    chainReader.waitForTransaction = async ({ hash }) => ({ hash, status: 'success', blockNumber: 1n, logs });
  }
  if (state === 'not-connected') void fixture.latch.modal.open({ view: 'Swap' });
  else await openFundedView(fixture, 'Swap', account, connect);
}

/** Brings the shown Swap view to `state`. */
export function afterSwapScenario(
  fixture: GalleryFixture,
  state: string,
  shadow: ShadowRoot | null | undefined,
): void {
  whenShows(shadow, '.latch-swap-switch', () => {
    // The view is on screen: its flow is built (the same store comes back at once).
    void fixture.latch.loadFeature('swap').then((swap) => fillSwapScenario(swap, state, shadow));
  });
}

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
  if (state === 'approving' || state === 'success')
    whenReady(
      () => swap.status === 'ready',
      () => void swap.swap(),
    );
}

import type {
  BalanceApi,
  ChainReaders,
  EvmTransactionRequest,
  Logger,
  Network,
  Scheduler,
  SwapApi,
  SwapToken,
  WalletSigner,
} from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { EvmSenderError, ReceiptError } from '../../lib/flowSteps/index.js';
import type { AmountError, parseAmount } from '../../lib/format/index.js';
import type { EvmSendFee } from '../send/index.js';
import type { SwapServiceError } from './mapSwapFailure.js';

/**
 * Where the swap flow is. `editing`: the form (maybe with the error of the last quote); `quoting`: a quote is
 * due (debounce) or under way; `ready`: the preview shows; `approving`: the approve transaction is signed and
 * confirmed; `swapping`: the swap transaction is signed and confirmed; `success` / `failed`: the swap ended.
 * Quote errors leave the flow in `editing`; only a started swap ends in `failed`. Every state ends.
 */
export type SwapStatus = 'editing' | 'quoting' | 'ready' | 'approving' | 'swapping' | 'success' | 'failed';

/** The token list of the active network: not loaded, loading, loaded or failed (with its error). */
export type SwapTokensStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Every error the swap flow can show (all catalogue errors). */
export type SwapError =
  | SwapServiceError
  | ReceiptError
  | AmountError
  | EvmSenderError
  | LatchError<'SWAP_NETWORK_UNSUPPORTED'>
  | LatchError<'INSUFFICIENT_BALANCE'>
  | LatchError<'REQUEST_ABORTED'>
  | LatchError<'INTERNAL_SDK_ERROR'>;

/** The network fee of the swap transaction, in the native token: the same shape as a send's fee. */
export type SwapFee = EvmSendFee;

/** What the swap will do, as the preview shows it. Amounts are exact: bigint units and their decimal strings. */
export interface SwapPreview {
  readonly network: Network;
  readonly from: SwapToken;
  readonly to: SwapToken;
  readonly fromUnits: bigint;
  readonly fromAmount: string;
  readonly toUnits: bigint;
  readonly toAmount: string;
  /** floor(toUnits × (1 − slippage)). */
  readonly minReceivedUnits: bigint;
  readonly minReceived: string;
  /** The slippage tolerance in percent, as sent to build-transaction ('1'). */
  readonly slippage: string;
  /** Price impact in basis points; undefined when prices are unavailable (unknown, not zero). */
  readonly priceImpactBps: bigint | undefined;
  /** The same in percent with 2 decimals ('0.25'); undefined when unknown. */
  readonly priceImpact: string | undefined;
  readonly networkFee: SwapFee;
  /** The source token's allowance is below the amount: an approve transaction comes first. */
  readonly needsApproval: boolean;
  /** The built swap transaction (rebuilt after an approval, when the server can estimate it). */
  readonly transaction: EvmTransactionRequest;
}

/** The transactions of a finished (or running) swap. */
export interface SwapTransactions {
  readonly approve?: `0x${string}`;
  readonly swap?: `0x${string}`;
}

/** The part of the account store the swap flow reads. */
export interface SwapAccountSource {
  readonly activeNetwork: Network;
  readonly address: string | undefined;
}

export interface SwapStoreDeps {
  readonly account: SwapAccountSource;
  /** The connected session's signer (read when needed). */
  readonly signer: () => WalletSigner | undefined;
  readonly swapApi: SwapApi;
  /** Prices for the price impact (POST /v1/fungible/price); without it the impact is unknown. */
  readonly pricesApi?: Pick<BalanceApi, 'getFungiblePrices'>;
  readonly chainReaders: ChainReaders;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** Called once a swap is confirmed (refresh balances). */
  readonly onSwapped: () => void;
  /** The account's balance of a token in smallest units, when known (amount above it: INSUFFICIENT_BALANCE). */
  readonly balanceOf?: (token: SwapToken) => bigint | undefined;
  /** Analytics (OPEN_SWAP, SWAP_INITIATED, SWAP_SUCCESS, SWAP_ERROR). */
  readonly track?: (event: AnalyticsEvent) => void;
}

export interface SwapStoreOptions {
  /** Quote debounce (default SWAP_QUOTE_DEBOUNCE_MS). */
  readonly quoteDebounceMs?: number;
  /** How long a receipt is waited for (default RECEIPT_TIMEOUT_MS). */
  readonly receiptTimeoutMs?: number;
  /** Slippage in basis points (default SWAP_SLIPPAGE_BPS, SPEC §9 1 %). */
  readonly slippageBps?: bigint;
  /** eip155 chain ids swaps are offered on (default SPEC §9 networks + the devnet chains). */
  readonly chainIds?: readonly number[];
  /** The locale's decimal mark, read in amounts besides '.' (default '.' only). */
  readonly decimalMark?: string;
  /** The amount rule (default core/lib/format parseAmount); a test counts its calls (one per keystroke). */
  readonly parseAmount?: typeof parseAmount;
}

/** What the Swap view may be opened with: tokens picked by address (CAIP-10, case ignored) once the list is loaded. */
export interface SwapOpenOptions {
  readonly fromAddress?: string | undefined;
  readonly toAddress?: string | undefined;
}

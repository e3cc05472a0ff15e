import type { Address } from 'viem';
import type {
  ChainNamespace,
  ChainReaders,
  Clock,
  EvmTransactionRequest,
  Logger,
  NamesApi,
  Network,
  Scheduler,
  TokenBalance,
  WalletSession,
} from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import type { TokenUnitsError } from '../../kernel/tokens/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { EvmSenderError, ReceiptError } from '../../lib/flowSteps/index.js';
import type { ProviderFailureError } from '../../lib/rpc/index.js';
import type { SendFeeError } from './estimateSendFee.js';
import type { ReceiverError, ResolvedReceiver } from './resolveReceiver.js';
import type { AmountParser } from './sendAmount.js';
import type { SolanaFundsError } from './solana/checkSolanaFunds.js';
import type { SolanaSendFailureError } from './solana/mapSolanaSendFailure.js';
import type { SendInputError } from './validateSendInput.js';

/**
 * Where the send flow is. `editing`: the form; `estimating`: Preview was asked, the receiver is resolved and
 * the fee estimated; `ready`: the preview shows; `signing`: the wallet is asked; `pending`: sent, waiting for
 * the receipt; `success` / `failed`: the send ended. Validation and estimate errors leave the flow in
 * `editing` with the error; only a started send ends in `failed`.
 */
export type SendStatus = 'editing' | 'estimating' | 'ready' | 'signing' | 'pending' | 'success' | 'failed';

/** Every error the send flow can show (all catalogue errors). */
export type SendError =
  | SendInputError
  | ReceiverError
  | TokenUnitsError
  | SendFeeError
  | ReceiptError
  | ProviderFailureError
  | EvmSenderError
  | LatchError<'INSUFFICIENT_BALANCE'>
  | LatchError<'INSUFFICIENT_BALANCE_FOR_FEE'>
  | SolanaFundsError
  | SolanaSendFailureError
  | LatchError<'REQUEST_ABORTED'>
  | LatchError<'INTERNAL_SDK_ERROR'>;

/** The fee of a previewed send, in the native token. */
export interface SendFee {
  /** What the send costs in the native token's smallest unit (EVM: gas × pricePerGas; Solana: fee + rent). */
  readonly units: bigint;
  /** The exact fee as a decimal string of the native token (e.g. '0.000042'). */
  readonly decimal: string;
  /** For display: rounded up to 6 decimals (see formatFeeAmount). */
  readonly formatted: string;
  readonly symbol: string;
}

/** An EVM send's fee: gas × price per gas. */
export interface EvmSendFee extends SendFee {
  readonly gas: bigint;
  readonly pricePerGas: bigint;
}

/** A Solana send's fee: the signature fee plus the rent of the receiver's token account it creates (in `units`). */
export interface SolanaSendFee extends SendFee {
  /** The rent part of `units` (0 unless the receiver's associated token account is created). */
  readonly rent: bigint;
  /** The rent for display, like `formatted`. */
  readonly rentFormatted: string;
}

/** What Send will do, as the preview shows it (both namespaces). */
interface SendPreviewBase {
  readonly token: TokenBalance;
  /** The amount as typed (a plain decimal). */
  readonly amount: string;
  readonly amountUnits: bigint;
  readonly network: Network;
}

/** An EVM send: the transaction request the wallet is asked to send. */
export interface EvmSendPreview extends SendPreviewBase {
  readonly namespace: 'eip155';
  readonly from: Address;
  readonly receiver: ResolvedReceiver;
  readonly request: EvmTransactionRequest;
  readonly fee: EvmSendFee;
}

/** A Solana send: the unsigned transaction the wallet is asked to sign and send. */
export interface SolanaSendPreview extends SendPreviewBase {
  readonly namespace: 'solana';
  readonly from: string;
  readonly receiver: { readonly address: string; readonly name?: never };
  /** The unsigned transaction's wire bytes, base64 (see ChainReader.buildSolanaTransfer). */
  readonly transaction: string;
  /** It creates the receiver's associated token account (its rent is in the fee). */
  readonly createsTokenAccount: boolean;
  readonly fee: SolanaSendFee;
}

export type SendPreview = EvmSendPreview | SolanaSendPreview;

/**
 * A sent transaction: its hash (EVM: 0x…; Solana: the base58 signature) and its page on the network's block
 * explorer, if the network has one.
 */
export interface SentTransaction {
  readonly hash: string;
  readonly explorerUrl: string | undefined;
}

/** The live lookup of a receiver typed as a name. */
export type ReceiverLookup =
  | { readonly status: 'none' }
  | { readonly status: 'resolving'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly address: Address }
  | { readonly status: 'failed'; readonly name: string; readonly error: ReceiverError };

/** The part of the account store the send flow reads. */
export interface SendAccountSource {
  readonly activeNetwork: Network;
  readonly address: string | undefined;
  readonly isUnsupportedChain: boolean;
}

export interface SendStoreDeps {
  readonly account: SendAccountSource;
  /** The live wallet session of a namespace (its signer). */
  readonly session: (namespace: ChainNamespace) => WalletSession | undefined;
  readonly chainReaders: ChainReaders;
  readonly namesApi: Pick<NamesApi, 'lookupName'>;
  /** The account's token balances; read inside MobX tracking, so an observable source keeps the list live. */
  readonly getTokens: () => readonly TokenBalance[];
  /** Called once a send is confirmed (refresh balances). */
  readonly onSent: () => void;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** Analytics (OPEN_SEND, SEND_INITIATED, SEND_SUCCESS, SEND_ERROR). */
  readonly track?: (event: AnalyticsEvent) => void;
}

export interface SendStoreOptions {
  /** Debounce of the live name lookup (default SEND_NAME_DEBOUNCE_MS). */
  readonly nameDebounceMs?: number;
  /** How long a receipt is waited for (default RECEIPT_TIMEOUT_MS). */
  readonly receiptTimeoutMs?: number;
  /** The locale's decimal mark, read in amounts besides '.' (default '.' only). */
  readonly decimalMark?: string;
  /** The amount rule (default core/lib/format parseAmount); a test counts its calls (one per keystroke). */
  readonly parseAmount?: AmountParser;
}

/** What the Send view may be opened with (router ViewDataMap.Send). */
export interface SendOpenOptions {
  /** Pre-selects the token with this address (CAIP-10 or bare). */
  readonly tokenAddress?: string | undefined;
}

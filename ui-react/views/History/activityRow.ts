import type { Sign } from '../../../core/kernel/history/index.js';
// Straight from the history store's entry point: the first chunk (through the index) does not carry them.
import { parseMinedAt, transferSign } from '../../../core/kernel/history/store.js';
import { formatQuantity } from '../../../core/lib/format/index.js';
import type { Transaction, TransactionTransfer } from '../../../ports/index.js';
import { shortenAddress } from '../../components/shortenAddress.js';

/** What the row's direction badge shows. */
export type ActivityDirection = 'in' | 'out' | 'swap' | 'other';

/** One signed amount: '+1.500 ETH', '−20.000 USDC'. */
export interface ActivityAmount {
  /** The transfer's position in the transaction (a stable list key). */
  readonly key: string;
  readonly sign: Sign;
  /** The amount with its sign and symbol, as shown. */
  readonly text: string;
}

export interface ActivityRowModel {
  readonly id: string;
  readonly hash: string;
  /** 'Sent', 'Received', 'Swapped'… */
  readonly title: string;
  readonly direction: ActivityDirection;
  /** The token drawn in the row's icon (the first transfer's). */
  readonly token: { readonly iconUrl: string; readonly symbol: string };
  /** The first two amounts (a swap shows what went out and what came in). */
  readonly amounts: readonly ActivityAmount[];
  /**
   * 'To 0x1234…abcd' or 'From 0x1234…abcd'; a swap's tokens ('USDC to WETH') and an approval's token ('USDC')
   * instead; undefined when the transaction names nobody. `address` is where it went (shown on hover).
   */
  readonly counterparty: { readonly text: string; readonly address: string } | undefined;
  /** 'Jun 30, 14:05' (UTC, as the month headers). */
  readonly time: string;
  readonly status: Transaction['metadata']['status'];
}

const TITLES: Readonly<Record<string, string>> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  execute: 'Executed',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  claim: 'Claimed',
};

/** The row title of an operation type; unknown types are capitalised, an empty one is 'Transaction'. */
export const activityTitle = (operationType: string): string =>
  TITLES[operationType] ??
  (operationType === '' ? 'Transaction' : `${operationType[0]?.toUpperCase()}${operationType.slice(1)}`);

const MINUS = '\u2212';
const MAX_AMOUNTS = 2;

const symbolOf = (transfer: TransactionTransfer): string =>
  transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';

const iconOf = (transfer: TransactionTransfer): string =>
  transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url ?? '';

/** A whole count of NFTs ('1'), shown as it is: tokens have no fractions to floor. */
const NFT_COUNT = /^[1-9]\d{0,8}$/;

/** An NFT's whole count as it is ('1'); any other quantity with 3 decimals; undefined when not a decimal. */
const quantityText = (transfer: TransactionTransfer): string | undefined => {
  const { numeric } = transfer.quantity;
  if (transfer.nft_info !== undefined && NFT_COUNT.test(numeric)) return numeric;
  const formatted = formatQuantity(numeric, { thousands: true });
  return formatted.isOk() ? formatted.value : undefined;
};

/**
 * A transfer's amount with its sign (core transferSign), or undefined when its quantity is not a decimal.
 * An NFT shows its whole count and its name ('+1 Latch Pass #1').
 */
export function activityAmount(
  transaction: Transaction,
  transfer: TransactionTransfer,
  index = 0,
): ActivityAmount | undefined {
  const quantity = quantityText(transfer);
  if (quantity === undefined) return undefined;
  const sign = transferSign(transaction, transfer);
  const prefix = sign === 1 ? '+' : sign === -1 ? MINUS : '';
  const symbol = symbolOf(transfer);
  return {
    key: `transfer-${index}`,
    sign,
    text: `${prefix}${quantity}${symbol === '' ? '' : ` ${symbol}`}`,
  };
}

const directionOf = (amounts: readonly ActivityAmount[]): ActivityDirection => {
  const signs = new Set(amounts.map((amount) => amount.sign));
  if (signs.has(1) && signs.has(-1)) return 'swap';
  if (signs.has(1)) return 'in';
  if (signs.has(-1)) return 'out';
  return 'other';
};

const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** 'Jun 30, 14:05' in UTC, or '' when minedAt is not a date. */
export const activityTime = (minedAt: string): string => {
  const ms = parseMinedAt(minedAt);
  return ms === undefined ? '' : TIME.format(ms);
};

/** A swap's tokens, 'USDC to WETH' (what went out, what came in), or undefined when it is not one of each. */
const swapText = (transaction: Transaction): string | undefined => {
  const symbols = (sign: Sign) =>
    transaction.transfers
      .filter((transfer) => transferSign(transaction, transfer) === sign)
      .map(symbolOf)
      .filter((symbol) => symbol !== '');
  const [paid, got] = [symbols(-1), symbols(1)];
  return paid.length === 1 && got.length === 1 ? `${paid[0]} to ${got[0]}` : undefined;
};

/** Who or what the row names under its title (see ActivityRowModel.counterparty). */
const counterpartyOf = (
  transaction: Transaction,
  direction: ActivityDirection,
): ActivityRowModel['counterparty'] => {
  const { metadata } = transaction;
  const approved = transaction.approvals?.[0]?.fungible_info.symbol;
  const swapped = direction === 'swap' ? swapText(transaction) : undefined;
  if (approved !== undefined && approved !== '') return { text: approved, address: metadata.sentTo };
  if (swapped !== undefined) return { text: swapped, address: metadata.sentTo };
  const [label, address] = direction === 'in' ? ['From', metadata.sentFrom] : ['To', metadata.sentTo];
  return address === '' ? undefined : { text: `${label} ${shortenAddress(address)}`, address };
};

/** The token drawn in the row's icon: the first transfer's, else the approved token's. */
const tokenOf = (transaction: Transaction): ActivityRowModel['token'] => {
  const first = transaction.transfers[0];
  if (first !== undefined) return { iconUrl: iconOf(first), symbol: symbolOf(first) };
  const approved = transaction.approvals?.[0]?.fungible_info;
  return { iconUrl: approved?.icon?.url ?? '', symbol: approved?.symbol ?? '' };
};

/**
 * How the History list shows a transaction: title from the operation type, the signed amounts of its
 * first transfers (a swap's out and in), a direction for the badge, the counterparty (who sent it for
 * incoming transfers, where it went otherwise; a swap's two tokens; an approval's token), the time and
 * the status.
 */
export function activityRow(transaction: Transaction): ActivityRowModel {
  const { metadata, transfers } = transaction;
  const amounts = transfers
    .map((transfer, index) => activityAmount(transaction, transfer, index))
    .filter((amount) => amount !== undefined);
  const direction = directionOf(amounts);
  return {
    id: transaction.id,
    hash: metadata.hash,
    title: activityTitle(metadata.operationType),
    direction,
    token: tokenOf(transaction),
    amounts: amounts.slice(0, MAX_AMOUNTS),
    counterparty: counterpartyOf(transaction, direction),
    time: activityTime(metadata.minedAt),
    status: metadata.status,
  };
}

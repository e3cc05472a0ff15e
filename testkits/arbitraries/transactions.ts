import fc from 'fast-check';
import type { CaipNetworkId, HistoryPage, Transaction, TransactionTransfer } from '../../ports/index.js';

/** Reusable fast-check arbitraries for transactions, history pages and exact decimal strings. */

export const EVM_MAINNET: CaipNetworkId = 'eip155:1';
export const EVM_POLYGON: CaipNetworkId = 'eip155:137';
export const EVM_OPTIMISM: CaipNetworkId = 'eip155:10';
export const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export const CHAINS: readonly CaipNetworkId[] = [EVM_MAINNET, EVM_POLYGON, EVM_OPTIMISM, SOLANA_MAINNET];

export const caipNetworkIdArb: fc.Arbitrary<CaipNetworkId> = fc.constantFrom(...CHAINS);

/** SPEC §9 signed operation types plus neutral and direction-driven ones. */
export const OPERATION_TYPES = [
  'receive',
  'deposit',
  'borrow',
  'claim',
  'withdraw',
  'repay',
  'burn',
  'send',
  'trade',
  'execute',
  'mint',
  'approve',
  'unknown',
] as const;

export const operationTypeArb: fc.Arbitrary<string> = fc.constantFrom(...OPERATION_TYPES);

export const directionArb: fc.Arbitrary<TransactionTransfer['direction']> = fc.constantFrom(
  'in',
  'out',
  'self',
);

const MIN_TIME = Date.UTC(2019, 0, 1);
const MAX_TIME = Date.UTC(2026, 11, 31, 23, 59, 59);
/** A few fixed instants, so equal mined times (ties) and month/year edges occur often. */
const EDGE_TIMES = [
  Date.UTC(2023, 11, 31, 23, 59, 59),
  Date.UTC(2024, 0, 1, 0, 0, 0),
  Date.UTC(2024, 1, 29, 12, 0, 0),
  Date.UTC(2025, 5, 30, 23, 30, 0),
];

/** Instants (ms) across several years, with frequent ties and boundary instants. */
export const minedAtMsArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: MIN_TIME, max: MAX_TIME }) },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_TIMES) },
);

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Writes an instant as ISO 8601 with the given UTC offset in minutes (0 → 'Z'). */
export function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  if (offsetMinutes === 0) return `${date}T${time}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 mined-at texts, mostly 'Z', sometimes with an offset (the same instant, written elsewhere). */
export const minedAtArb: fc.Arbitrary<string> = fc
  .tuple(
    minedAtMsArb,
    fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.constantFrom(-300, 120, 330, 540)),
  )
  .map(([ms, offset]) => isoWithOffset(ms, offset));

/** Renders units / 10^scale as a plain decimal string (optionally with extra trailing zeros). */
export function renderDecimal(units: bigint, scale: number, trailingZeros = 0): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = `${digits.slice(digits.length - scale)}${'0'.repeat(trailingZeros)}`;
  return `${negative ? '-' : ''}${whole}${fraction.length > 0 ? `.${fraction}` : ''}`;
}

export interface DecimalSample {
  readonly units: bigint;
  readonly scale: number;
  readonly text: string;
}

/** Exact decimal strings with their value (units / 10^scale): huge, tiny, negative and zero. */
export function decimalArb(
  options: { readonly min?: bigint; readonly max?: bigint; readonly maxScale?: number } = {},
): fc.Arbitrary<DecimalSample> {
  const min = options.min ?? -(10n ** 90n);
  const max = options.max ?? 10n ** 90n;
  const units = fc.oneof(
    fc.bigInt({ min, max }),
    fc.bigInt({ min: min > -10_000n ? min : -10_000n, max: max < 10_000n ? max : 10_000n }),
  );
  return fc
    .tuple(units, fc.nat({ max: options.maxScale ?? 40 }), fc.nat({ max: 3 }))
    .map(([u, scale, zeros]) => ({ units: u, scale, text: renderDecimal(u, scale, zeros) }));
}

/** Non-negative quantity strings as the history API sends them. */
export const quantityNumericArb: fc.Arbitrary<string> = decimalArb({
  min: 0n,
  max: 10n ** 30n,
  maxScale: 18,
}).map((sample) => sample.text);

export const fungibleTransferArb: fc.Arbitrary<TransactionTransfer> = fc
  .record({
    symbol: fc.constantFrom('ETH', 'USDC', 'MATIC', 'SOL', 'DAI'),
    direction: directionArb,
    numeric: quantityNumericArb,
  })
  .map(({ symbol, direction, numeric }) => ({
    fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.png` } },
    direction,
    quantity: { numeric },
  }));

export function nftTransferArb(
  spam: fc.Arbitrary<boolean> = fc.boolean(),
): fc.Arbitrary<TransactionTransfer> {
  return fc
    .record({ name: fc.string({ maxLength: 12 }), spam, direction: directionArb, n: fc.nat({ max: 999 }) })
    .map(({ name, spam: is_spam, direction, n }) => ({
      nft_info: { name, content: { preview: { url: `https://nft.example/${n}.png` } }, flags: { is_spam } },
      direction,
      quantity: { numeric: '1' },
    }));
}

export const spamTransferArb: fc.Arbitrary<TransactionTransfer> = nftTransferArb(fc.constant(true));

export const transferArb: fc.Arbitrary<TransactionTransfer> = fc.oneof(fungibleTransferArb, nftTransferArb());

export interface TransactionArbOptions {
  readonly chain?: fc.Arbitrary<CaipNetworkId>;
  readonly transfers?: fc.Arbitrary<TransactionTransfer[]>;
  readonly minedAt?: fc.Arbitrary<string>;
  readonly operationType?: fc.Arbitrary<string>;
}

export function transactionArb(options: TransactionArbOptions = {}): fc.Arbitrary<Transaction> {
  return fc
    .record({
      id: fc.stringMatching(/^tx-[0-9a-f]{10}$/),
      hash: fc.stringMatching(/^0x[0-9a-f]{64}$/),
      from: fc.stringMatching(/^0x[0-9a-f]{40}$/),
      to: fc.stringMatching(/^0x[0-9a-f]{40}$/),
      minedAt: options.minedAt ?? minedAtArb,
      chain: options.chain ?? caipNetworkIdArb,
      operationType: options.operationType ?? operationTypeArb,
      status: fc.constantFrom('confirmed' as const, 'failed' as const, 'pending' as const),
      nonce: fc.nat({ max: 10_000 }),
      transfers: options.transfers ?? fc.array(transferArb, { maxLength: 3 }),
    })
    .map((r) => ({
      id: r.id,
      metadata: {
        operationType: r.operationType,
        hash: r.hash,
        minedAt: r.minedAt,
        sentFrom: r.from,
        sentTo: r.to,
        status: r.status,
        nonce: r.nonce,
        chain: r.chain,
      },
      transfers: r.transfers,
    }));
}

/** A transaction whose every transfer is a spam NFT (at least one transfer). */
export const spamTransactionArb: fc.Arbitrary<Transaction> = transactionArb({
  transfers: fc.array(spamTransferArb, { minLength: 1, maxLength: 3 }),
});

/** Transactions with distinct ids (about one in six spam-only; foreign chains and ties included). */
export function transactionsArb(
  options: TransactionArbOptions & { readonly minLength?: number; readonly maxLength?: number } = {},
): fc.Arbitrary<Transaction[]> {
  const spam = transactionArb({
    ...options,
    transfers: fc.array(spamTransferArb, { minLength: 1, maxLength: 3 }),
  });
  return fc.uniqueArray(fc.oneof({ weight: 5, arbitrary: transactionArb(options) }, spam), {
    selector: (tx) => tx.id,
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength ?? 30,
  });
}

/** Cuts a list into pages linked by cursors 'cursor-1', 'cursor-2', …; the last page has next null. */
export function toHistoryPages(
  transactions: readonly Transaction[],
  sizes: readonly number[],
): HistoryPage[] {
  const pages: HistoryPage[] = [];
  let offset = 0;
  for (const size of sizes) {
    if (offset >= transactions.length) break;
    pages.push({ data: transactions.slice(offset, offset + size), next: null });
    offset += size;
  }
  if (offset < transactions.length || pages.length === 0)
    pages.push({ data: transactions.slice(offset), next: null });
  return pages.map((page, index) => ({
    ...page,
    next: index < pages.length - 1 ? `cursor-${index + 1}` : null,
  }));
}

/** History pages (distinct ids overall; the last page takes the remainder) linked by cursors. */
export function historyPagesArb(options: TransactionArbOptions = {}): fc.Arbitrary<HistoryPage[]> {
  return fc
    .tuple(transactionsArb(options), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 }))
    .map(([transactions, sizes]) => toHistoryPages(transactions, sizes));
}

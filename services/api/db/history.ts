import type { Queryable } from './Database.js';

/** How a transfer moved a token for the account whose history it is in. */
export type TransferDirection = 'in' | 'out' | 'self';

/** One token movement of a history entry (net per token, in the account's view). */
export interface HistoryTransfer {
  readonly direction: TransferDirection;
  /** Lowercase contract address, or 0xeeee…eeee for the native currency. */
  readonly tokenAddress: string;
  readonly tokenSymbol: string;
  readonly tokenName: string;
  readonly tokenDecimals: number;
  /** In the token's smallest unit. */
  readonly amount: bigint;
  /** USD per whole token at the entry's block, an exact decimal; absent when the token has no price. */
  readonly priceUsd?: string;
  /**
   * Present for an ERC-721 token (then `tokenAddress` is its collection, `tokenName` / `tokenSymbol` the
   * collection's, decimals 0, amount 1): its id and whether the spam rule flagged it.
   */
  readonly nft?: { readonly tokenId: bigint; readonly isSpam: boolean };
}

/** A transaction as one account sees it. Addresses are lowercase 0x hex. */
export interface HistoryEntry {
  /** CAIP-2 (`eip155:31337`). */
  readonly chainId: string;
  readonly address: string;
  readonly hash: string;
  readonly blockNumber: bigint;
  readonly txIndex: number;
  /** The block's timestamp, unix seconds. */
  readonly blockTime: number;
  readonly operationType: string;
  readonly status: 'confirmed' | 'failed';
  readonly sentFrom: string;
  readonly sentTo: string;
  readonly nonce: number;
  readonly transfers: readonly HistoryTransfer[];
}

/** Where an entry sits in the newest-first order (the paging key). */
export interface HistoryPosition {
  readonly blockTime: number;
  readonly chainId: string;
  readonly blockNumber: bigint;
  readonly txIndex: number;
}

/** The last block the indexer stored for a chain. */
export interface IndexedBlockMark {
  readonly block: bigint;
  readonly hash: string;
}

export const readIndexedBlock = async (
  db: Queryable,
  chainId: string,
): Promise<IndexedBlockMark | undefined> => {
  const result = await db.query<{ last_block: string; last_block_hash: string }>(
    'SELECT last_block, last_block_hash FROM history_chains WHERE chain_id = $1',
    [chainId],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : { block: BigInt(row.last_block), hash: row.last_block_hash };
};

export interface SaveHistoryInput {
  readonly chainId: string;
  /** Entries of the blocks up to `mark` (all of `chainId`); ones already stored are kept as they are. */
  readonly entries: readonly HistoryEntry[];
  /** The last block these entries cover; the chain's mark only ever moves forward. */
  readonly mark: IndexedBlockMark;
}

const SAVE_HISTORY = `WITH entries AS (
  INSERT INTO history_entries
    (chain_id, address, hash, block_number, tx_index, block_time, operation_type, status, sent_from, sent_to, nonce)
  SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::int[], $6::bigint[], $7::text[],
    $8::text[], $9::text[], $10::text[], $11::bigint[])
  ON CONFLICT DO NOTHING
), transfers AS (
  INSERT INTO history_transfers
    (chain_id, address, hash, position, direction, token_address, token_symbol, token_name, token_decimals, amount,
     price_usd, nft_token_id, nft_is_spam)
  SELECT $1::text, * FROM unnest($12::text[], $13::text[], $14::int[], $15::text[], $16::text[], $17::text[],
    $18::text[], $19::int[], $20::numeric[], $21::numeric[], $22::numeric[], $23::boolean[])
  ON CONFLICT DO NOTHING
)
INSERT INTO history_chains (chain_id, last_block, last_block_hash) VALUES ($1, $24, $25)
ON CONFLICT (chain_id) DO UPDATE
  SET last_block = EXCLUDED.last_block, last_block_hash = EXCLUDED.last_block_hash, updated_at = now()
  WHERE history_chains.last_block < EXCLUDED.last_block`;

/**
 * Stores the entries of a run of blocks and moves the chain's mark, in one statement (readers see all
 * of it or none). Idempotent: an entry (chain, account, hash) already stored is left alone, so
 * indexing a block again adds nothing.
 */
export const saveHistory = async (db: Queryable, input: SaveHistoryInput): Promise<void> => {
  const { entries } = input;
  const transfers = entries.flatMap((entry) =>
    entry.transfers.map((transfer, position) => ({ entry, transfer, position })),
  );
  await db.query(SAVE_HISTORY, [
    input.chainId,
    entries.map((e) => e.address),
    entries.map((e) => e.hash),
    entries.map((e) => e.blockNumber.toString()),
    entries.map((e) => e.txIndex),
    entries.map((e) => e.blockTime),
    entries.map((e) => e.operationType),
    entries.map((e) => e.status),
    entries.map((e) => e.sentFrom),
    entries.map((e) => e.sentTo),
    entries.map((e) => e.nonce),
    transfers.map((t) => t.entry.address),
    transfers.map((t) => t.entry.hash),
    transfers.map((t) => t.position),
    transfers.map((t) => t.transfer.direction),
    transfers.map((t) => t.transfer.tokenAddress),
    transfers.map((t) => t.transfer.tokenSymbol),
    transfers.map((t) => t.transfer.tokenName),
    transfers.map((t) => t.transfer.tokenDecimals),
    transfers.map((t) => t.transfer.amount.toString()),
    transfers.map((t) => t.transfer.priceUsd ?? null),
    transfers.map((t) => t.transfer.nft?.tokenId.toString() ?? null),
    transfers.map((t) => t.transfer.nft?.isSpam ?? null),
    input.mark.block.toString(),
    input.mark.hash,
  ]);
};

/** Forgets everything stored for a chain (its node was reset): it is indexed again from the start. */
export const deleteChainHistory = async (db: Queryable, chainId: string): Promise<void> => {
  await db.query(
    `WITH entries AS (DELETE FROM history_entries WHERE chain_id = $1),
       transfers AS (DELETE FROM history_transfers WHERE chain_id = $1)
     DELETE FROM history_chains WHERE chain_id = $1`,
    [chainId],
  );
};

export interface HistoryQuery {
  /** Lowercase 0x address. */
  readonly address: string;
  /** CAIP-2 ids to include. */
  readonly chainIds: readonly string[];
  /** Only entries of transactions sent by one of these (lowercase) addresses. */
  readonly sentFrom?: readonly string[];
  /** Only entries after this one in the newest-first order. */
  readonly after?: HistoryPosition;
  readonly limit: number;
}

interface TransferJson {
  readonly direction: TransferDirection;
  readonly token_address: string;
  readonly token_symbol: string;
  readonly token_name: string;
  readonly token_decimals: number;
  readonly amount: string;
  readonly price_usd: string | null;
  readonly nft_token_id: string | null;
  readonly nft_is_spam: boolean | null;
}

interface EntryRow {
  readonly chain_id: string;
  readonly hash: string;
  readonly block_number: string;
  readonly tx_index: number;
  readonly block_time: string;
  readonly operation_type: string;
  readonly status: 'confirmed' | 'failed';
  readonly sent_from: string;
  readonly sent_to: string;
  readonly nonce: string;
  /** json: the pg driver parses it. */
  readonly transfers: readonly TransferJson[];
}

const toTransfer = (row: TransferJson): HistoryTransfer => ({
  direction: row.direction,
  tokenAddress: row.token_address,
  tokenSymbol: row.token_symbol,
  tokenName: row.token_name,
  tokenDecimals: row.token_decimals,
  amount: BigInt(row.amount),
  ...(row.price_usd === null ? {} : { priceUsd: row.price_usd }),
  ...(row.nft_token_id === null
    ? {}
    : { nft: { tokenId: BigInt(row.nft_token_id), isSpam: row.nft_is_spam === true } }),
});

/** Each entry's transfers in order, as JSON (amounts and prices as text: exact). */
const TRANSFERS_JSON = `COALESCE((
  SELECT json_agg(json_build_object(
    'direction', t.direction, 'token_address', t.token_address, 'token_symbol', t.token_symbol,
    'token_name', t.token_name, 'token_decimals', t.token_decimals, 'amount', t.amount::text,
    'price_usd', t.price_usd::text, 'nft_token_id', t.nft_token_id::text, 'nft_is_spam', t.nft_is_spam)
    ORDER BY t.position)
  FROM history_transfers t WHERE t.chain_id = e.chain_id AND t.address = e.address AND t.hash = e.hash
), '[]'::json)`;

/**
 * An account's entries with their transfers, newest first (by block time, chain, block, position in
 * the block), in one query.
 */
export const queryHistory = async (db: Queryable, query: HistoryQuery): Promise<HistoryEntry[]> => {
  const values: unknown[] = [query.address, [...query.chainIds]];
  const conditions = ['e.address = $1', 'e.chain_id = ANY($2::text[])'];
  if (query.sentFrom !== undefined) {
    values.push([...query.sentFrom]);
    conditions.push(`e.sent_from = ANY($${values.length}::text[])`);
  }
  if (query.after !== undefined) {
    const { blockTime, chainId, blockNumber, txIndex } = query.after;
    values.push(blockTime, chainId, blockNumber.toString(), txIndex);
    const n = values.length;
    conditions.push(
      `(e.block_time, e.chain_id, e.block_number, e.tx_index) < ($${n - 3}::bigint, $${n - 2}::text, $${n - 1}::bigint, $${n}::int)`,
    );
  }
  values.push(query.limit);
  const entries = await db.query<EntryRow>(
    `SELECT e.chain_id, e.hash, e.block_number, e.tx_index, e.block_time, e.operation_type, e.status,
       e.sent_from, e.sent_to, e.nonce, ${TRANSFERS_JSON} AS transfers
     FROM history_entries e WHERE ${conditions.join(' AND ')}
     ORDER BY e.block_time DESC, e.chain_id DESC, e.block_number DESC, e.tx_index DESC
     LIMIT $${values.length}`,
    values,
  );
  return entries.rows.map((row) => ({
    chainId: row.chain_id,
    address: query.address,
    hash: row.hash,
    blockNumber: BigInt(row.block_number),
    txIndex: row.tx_index,
    blockTime: Number(row.block_time),
    operationType: row.operation_type,
    status: row.status,
    sentFrom: row.sent_from,
    sentTo: row.sent_to,
    nonce: Number(row.nonce),
    transfers: row.transfers.map(toTransfer),
  }));
};

import type { ChainClient } from '../chain/createChainClients.js';
import type { PriceTable } from '../chain/pricing.js';
import type { Queryable } from '../db/Database.js';
import { deleteChainHistory, type HistoryEntry, readIndexedBlock, saveHistory } from '../db/history.js';
import type { BlockActivity } from './blockActivity.js';
import { type AccountActivity, extractHistory } from './extractHistory.js';
import { readBlockActivity } from './readBlockActivity.js';
import { readCollectionNames } from './readCollectionNames.js';
import { readPricesAt } from './readPricesAt.js';
import type { KnownCollection } from './tokenMovements.js';

export interface ChainIndexerOptions {
  readonly db: Queryable;
  readonly chain: ChainClient;
  /** Blocks read at once and stored in one statement. Default 20. */
  readonly batchSize?: number;
  /** Told when the chain's node was reset and its history is indexed again from the start. */
  readonly onReset?: (caipNetworkId: string) => void;
  /** Once aborted, a call under way stops after the batch it is storing (a long catch-up ends early). */
  readonly signal?: AbortSignal;
  /** Told the head read and the last block stored, after each read of the head and each batch stored. */
  readonly onProgress?: (head: bigint, indexed: bigint) => void;
}

/** Indexes one chain up to its head; one call at a time (see createHistoryIndexer). */
export type ChainIndexer = () => Promise<void>;

/** Collection names kept per chain indexer; past this many the cache starts over. */
const MAX_CACHED_COLLECTIONS = 1_000;

const toEntries = (
  caipNetworkId: string,
  block: BlockActivity,
  activities: readonly AccountActivity[],
  prices: PriceTable,
  collectionOf: (address: string) => KnownCollection,
): HistoryEntry[] =>
  activities.map(({ nfts, ...activity }) => ({
    ...activity,
    chainId: caipNetworkId,
    blockNumber: block.number,
    blockTime: Number(block.timestamp),
    transfers: [
      ...activity.transfers.map(({ direction, token, amount }) => {
        const price = token.priceSymbol === undefined ? undefined : prices[token.priceSymbol];
        return {
          direction,
          tokenAddress: token.address.toLowerCase(),
          tokenSymbol: token.symbol,
          tokenName: token.name,
          tokenDecimals: token.decimals,
          amount,
          ...(price === undefined ? {} : { priceUsd: price }),
        };
      }),
      ...nfts.map(({ direction, collection, tokenId, known, isSpam }) => {
        const { name, symbol } = known ?? collectionOf(collection);
        return {
          direction,
          tokenAddress: collection,
          tokenSymbol: symbol,
          tokenName: name,
          tokenDecimals: 0,
          amount: 1n,
          nft: { tokenId, isSpam },
        };
      }),
    ],
  }));

/**
 * The indexer of one chain. Each call reads the head, then stores every block after the last one
 * stored (first time: after the manifest's `seededAtBlock`), `batchSize` blocks per statement, with the
 * pool prices of each block that moved a priced token and the names of NFT collections the chain does not
 * list (read once each, at the first block that moved one of their tokens). The chain's node being reset is noticed when
 * the stored last block's hash is no longer on the chain (checked at the first call and whenever the
 * head is below it) or a new block does not follow it: its history is then dropped and rebuilt.
 */
export const createChainIndexer = (options: ChainIndexerOptions): ChainIndexer => {
  const { db } = options;
  const { chain, client } = options.chain;
  const id = chain.caipNetworkId;
  const batchSize = BigInt(options.batchSize ?? 20);
  const aborted = (): boolean => options.signal?.aborted === true;
  /** The names of collections the chain does not list, read once each. */
  const collectionNames = new Map<string, KnownCollection>();
  /** The last block stored (and its hash, when known), once checked against the chain. */
  let last: { block: bigint; hash: string | undefined } | undefined;

  const restart = async (): Promise<{ block: bigint; hash: undefined }> => {
    await deleteChainHistory(db, id);
    options.onReset?.(id);
    return { block: BigInt(chain.seededAtBlock), hash: undefined };
  };

  const checkedStart = async (head: bigint): Promise<{ block: bigint; hash: string | undefined }> => {
    const mark = await readIndexedBlock(db, id);
    if (mark === undefined) return { block: BigInt(chain.seededAtBlock), hash: undefined };
    const onChain =
      mark.block <= head ? (await client.getBlock({ blockNumber: mark.block })).hash : undefined;
    return onChain === mark.hash ? mark : restart();
  };

  const entriesOf = async (block: BlockActivity): Promise<HistoryEntry[]> => {
    const activities = extractHistory(chain, block);
    const priced = activities.some((activity) =>
      activity.transfers.some((transfer) => transfer.token.priceSymbol !== undefined),
    );
    const unnamed = [
      ...new Set(
        activities.flatMap((activity) =>
          activity.nfts.flatMap((nft) =>
            nft.known === undefined && !collectionNames.has(nft.collection) ? [nft.collection] : [],
          ),
        ),
      ),
    ];
    const [prices, named] = await Promise.all([
      priced ? readPricesAt(options.chain, block.number) : {},
      readCollectionNames(options.chain, unnamed, block.number),
    ]);
    if (collectionNames.size + named.size > MAX_CACHED_COLLECTIONS) collectionNames.clear();
    for (const [address, collection] of named) collectionNames.set(address, collection);
    const collectionOf = (address: string) =>
      named.get(address) ?? collectionNames.get(address) ?? { name: '', symbol: '' };
    return toEntries(id, block, activities, prices, collectionOf);
  };

  return async () => {
    if (aborted()) return;
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (last === undefined || head < last.block) last = await checkedStart(head);
    options.onProgress?.(head, last.block);
    while (last.block < head && !aborted()) {
      const from: bigint = last.block + 1n;
      const to: bigint = last.block + batchSize < head ? last.block + batchSize : head;
      const numbers = Array.from({ length: Number(to - from + 1n) }, (_, index) => from + BigInt(index));
      const blocks: BlockActivity[] = await Promise.all(numbers.map((n) => readBlockActivity(client, n)));
      const first = blocks[0];
      const final = blocks.at(-1);
      if (first === undefined || final === undefined) return;
      if (last.hash !== undefined && first.parentHash !== last.hash) {
        last = await restart();
        continue;
      }
      const entries = (await Promise.all(blocks.map(entriesOf))).flat();
      await saveHistory(db, { chainId: id, entries, mark: { block: to, hash: final.hash } });
      last = { block: to, hash: final.hash };
      options.onProgress?.(head, to);
    }
  };
};

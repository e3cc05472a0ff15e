import { parseAbi } from 'viem';
import type { ChainClient } from '../chain/createChainClients.js';
import type { KnownCollection } from './tokenMovements.js';

const collectionAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
]);

/** The longest collection name or symbol kept (a collection's own text, set by whoever deployed it). */
export const MAX_COLLECTION_TEXT = 64;

/**
 * A collection's own name or symbol made safe to store and show: control and invisible format characters
 * removed, whitespace collapsed, at most MAX_COLLECTION_TEXT characters; '' for anything but a string.
 */
export const cleanCollectionText = (value: unknown): string =>
  typeof value !== 'string'
    ? ''
    : [
        ...value
          .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
          .replace(/\s+/gu, ' ')
          .trim(),
      ]
        .slice(0, MAX_COLLECTION_TEXT)
        .join('')
        .trim();

/**
 * The `name()` and `symbol()` of collections the chain does not list, as they stood at a block, in one
 * multicall; a collection that does not answer gets '' for both. A node that does not answer rejects.
 */
export const readCollectionNames = async (
  { chain, client }: ChainClient,
  collections: readonly string[],
  blockNumber: bigint,
): Promise<Map<string, KnownCollection>> => {
  if (collections.length === 0) return new Map();
  const results = await client.multicall({
    contracts: collections.flatMap((collection) => {
      const address = collection as `0x${string}`;
      return [
        { address, abi: collectionAbi, functionName: 'name' },
        { address, abi: collectionAbi, functionName: 'symbol' },
      ] as const;
    }),
    allowFailure: true,
    multicallAddress: chain.multicall3,
    blockNumber,
  });
  return new Map(
    collections.map((collection, index) => {
      const [name, symbol] = [results[index * 2], results[index * 2 + 1]];
      return [
        collection,
        {
          name: cleanCollectionText(name?.status === 'success' ? name.result : undefined),
          symbol: cleanCollectionText(symbol?.status === 'success' ? symbol.result : undefined),
        },
      ];
    }),
  );
};

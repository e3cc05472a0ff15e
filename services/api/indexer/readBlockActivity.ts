import type { PublicClient } from 'viem';
import type { BlockActivity } from './blockActivity.js';

/** A block with its transactions and their receipts (two requests, made together). */
export const readBlockActivity = async (
  client: PublicClient,
  blockNumber: bigint,
): Promise<BlockActivity> => {
  const [block, receipts] = await Promise.all([
    client.getBlock({ blockNumber, includeTransactions: true }),
    client.getBlockReceipts({ blockNumber }),
  ]);
  if (block.hash === null) throw new Error(`Block ${blockNumber} has no hash`);
  return {
    number: blockNumber,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: block.timestamp,
    transactions: block.transactions,
    receipts,
  };
};

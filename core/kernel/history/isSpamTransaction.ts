import type { Transaction } from '../../../ports/index.js';

/** True iff the transaction has at least one transfer and every transfer is an NFT flagged as spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  );
}

import { formatUnits, getAddress } from 'viem';
import { multiplyDecimal } from '../../../core/lib/format/index.js';
import type {
  CaipNetworkId,
  Transaction,
  TransactionApproval,
  TransactionTransfer,
} from '../../../ports/index.js';
import type { HistoryEntry, HistoryTransfer } from '../db/history.js';

/** An NFT's name as the history shows it: its collection's name and its token id ('Latch Pass #1'). */
export const nftName = (collectionName: string, tokenId: bigint): string =>
  collectionName === '' ? `#${tokenId}` : `${collectionName} #${tokenId}`;

const toTransfer = (
  transfer: HistoryTransfer,
  iconUrl: (symbol: string) => string | undefined,
  nftPreviewUrl: (collection: string) => string | undefined,
): TransactionTransfer => {
  if (transfer.nft !== undefined) {
    const preview = nftPreviewUrl(transfer.tokenAddress);
    return {
      nft_info: {
        name: nftName(transfer.tokenName, transfer.nft.tokenId),
        ...(preview === undefined ? {} : { content: { preview: { url: preview } } }),
        flags: { is_spam: transfer.nft.isSpam },
      },
      direction: transfer.direction,
      quantity: { numeric: '1' },
    };
  }
  const numeric = formatUnits(transfer.amount, transfer.tokenDecimals);
  const icon = iconUrl(transfer.tokenSymbol);
  const value = transfer.priceUsd === undefined ? undefined : multiplyDecimal(numeric, transfer.priceUsd);
  return {
    fungible_info: {
      name: transfer.tokenName,
      symbol: transfer.tokenSymbol,
      ...(icon === undefined ? {} : { icon: { url: icon } }),
    },
    direction: transfer.direction,
    quantity: { numeric },
    ...(value?.isOk() ? { value: Number(value.value) } : {}),
    ...(transfer.priceUsd === undefined ? {} : { price: Number(transfer.priceUsd) }),
  };
};

/** The token an approval allowed, as the history shows it (name, symbol, icon). */
export interface ApprovedToken {
  readonly name: string;
  readonly symbol: string;
}

const toApproval = (
  token: ApprovedToken,
  iconUrl: (symbol: string) => string | undefined,
): TransactionApproval => {
  const icon = iconUrl(token.symbol);
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      ...(icon === undefined ? {} : { icon: { url: icon } }),
    },
  };
};

/**
 * A stored entry as a history item (CONTRACTS §1 Tx): checksummed addresses, minedAt in ISO 8601,
 * quantities as exact decimals in token units, USD price and value when the token had a price. An approval
 * (operation type 'approve') of a known token (`approvedToken`, the token the transaction was sent to) also
 * names that token in `approvals`: an approval moves nothing, so it has no transfer to show it by. An ERC-721
 * token is an `nft_info` transfer: its name with the token id, the preview `nftPreviewUrl` gives its collection
 * (none when it gives none) and the spam flag the indexer set; quantity 1.
 */
export const toHistoryTransaction = (
  entry: HistoryEntry,
  chain: CaipNetworkId,
  iconUrl: (symbol: string) => string | undefined,
  approvedToken?: (address: string) => ApprovedToken | undefined,
  nftPreviewUrl: (collection: string) => string | undefined = () => undefined,
): Transaction => {
  const approved = entry.operationType === 'approve' ? approvedToken?.(entry.sentTo) : undefined;
  return {
    id: `${chain}:${entry.hash}`,
    metadata: {
      operationType: entry.operationType,
      hash: entry.hash,
      minedAt: new Date(entry.blockTime * 1000).toISOString(),
      sentFrom: getAddress(entry.sentFrom),
      sentTo: getAddress(entry.sentTo),
      status: entry.status,
      nonce: entry.nonce,
      chain,
    },
    transfers: entry.transfers.map((transfer) => toTransfer(transfer, iconUrl, nftPreviewUrl)),
    ...(approved === undefined ? {} : { approvals: [toApproval(approved, iconUrl)] }),
  };
};

import { formatUnits, getAddress } from 'viem';
import { multiplyDecimal } from '../../../core/format/index.js';
import type { CaipNetworkId, Transaction, TransactionTransfer } from '../../../ports/index.js';
import type { HistoryEntry, HistoryTransfer } from '../db/history.js';

const toTransfer = (
  transfer: HistoryTransfer,
  iconUrl: (symbol: string) => string | undefined,
): TransactionTransfer => {
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

/**
 * A stored entry as a history item (CONTRACTS §1 Tx): checksummed addresses, minedAt in ISO 8601,
 * quantities as exact decimals in token units, USD price and value when the token had a price.
 */
export const toHistoryTransaction = (
  entry: HistoryEntry,
  chain: CaipNetworkId,
  iconUrl: (symbol: string) => string | undefined,
): Transaction => ({
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
  transfers: entry.transfers.map((transfer) => toTransfer(transfer, iconUrl)),
});

import type { HistoryPosition } from '../db/history.js';

const CURSOR = /^(0|[1-9]\d{0,14})\|(eip155:[1-9]\d{0,18})\|(0|[1-9]\d{0,18})\|(0|[1-9]\d{0,8})$/;

/** The opaque `next` cursor of a history page: the position of its last entry, base64url-encoded. */
export const encodeHistoryCursor = (position: HistoryPosition): string =>
  Buffer.from(
    `${position.blockTime}|${position.chainId}|${position.blockNumber}|${position.txIndex}`,
    'utf8',
  ).toString('base64url');

/** The position a cursor of encodeHistoryCursor names, or undefined for anything else. */
export const decodeHistoryCursor = (cursor: string): HistoryPosition | undefined => {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined || match[4] === undefined)
    return undefined;
  const position = {
    blockTime: Number(match[1]),
    chainId: match[2],
    blockNumber: BigInt(match[3]),
    txIndex: Number(match[4]),
  };
  // One spelling per position: other base64 renderings of the same bytes are refused too.
  return encodeHistoryCursor(position) === cursor ? position : undefined;
};

import { type Hex, isHex } from 'viem';

/** At most this many calls in one wallet_sendCalls. */
export const MAX_CALLS = 10;

/**
 * The id of a wallet_sendCalls batch: the chain id (8 bytes) and the hashes of the transactions it sent,
 * so wallet_getCallsStatus needs no stored state: it reads their receipts.
 */
export const encodeCallsId = (chainId: number, hashes: readonly Hex[]): Hex =>
  `0x${chainId.toString(16).padStart(16, '0')}${hashes.map((hash) => hash.slice(2)).join('')}`;

export const decodeCallsId = (id: unknown): { chainId: number; hashes: Hex[] } | undefined => {
  if (typeof id !== 'string' || !isHex(id)) return undefined;
  const body = id.slice(2);
  const count = (body.length - 16) / 64;
  if (!Number.isInteger(count) || count < 1 || count > MAX_CALLS) return undefined;
  const chainId = Number.parseInt(body.slice(0, 16), 16);
  if (!Number.isSafeInteger(chainId) || chainId < 1) return undefined;
  const hashes = Array.from(
    { length: count },
    (_, index) => `0x${body.slice(16 + index * 64, 80 + index * 64)}` as Hex,
  );
  return { chainId, hashes: hashes.map((hash) => hash.toLowerCase() as Hex) };
};

import { type Address, formatUnits } from 'viem';
import type { ReceiptLog, SwapToken } from '../../../ports/index.js';
import { isNativeToken } from '../../kernel/tokens/index.js';

/** keccak256('Transfer(address,address,uint256)') and keccak256('Withdrawal(address,uint256)'). */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65';
const WORD = /^0x[0-9a-fA-F]{64}$/;

/** The address in an indexed topic (its last 20 bytes), or undefined when it is no 32-byte word. */
const topicAddress = (topic: string | undefined): string | undefined =>
  topic !== undefined && WORD.test(topic) ? `0x${topic.slice(26)}` : undefined;

/** The uint256 of a log's data, or 0 when it is not exactly one word. */
const amountOf = (log: ReceiptLog): bigint => (WORD.test(log.data) ? BigInt(log.data) : 0n);

/**
 * A swap's ERC-20 Transfer (from, to: indexed; value) or WETH Withdrawal (src: indexed; wad) log, read by its
 * fixed layout (no ABI decoder in the chunk); undefined for any other log.
 */
const decode = (log: ReceiptLog) => {
  const [topic, first, second] = log.topics;
  if (topic?.toLowerCase() === TRANSFER && log.topics.length === 3) {
    const to = topicAddress(second);
    return to === undefined || topicAddress(first) === undefined
      ? undefined
      : { eventName: 'Transfer' as const, to, value: amountOf(log) };
  }
  if (topic?.toLowerCase() === WITHDRAWAL && log.topics.length === 2) {
    const src = topicAddress(first);
    return src === undefined ? undefined : { eventName: 'Withdrawal' as const, src, wad: amountOf(log) };
  }
  return undefined;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const bare = (caip: string) => caip.slice(caip.lastIndexOf(':') + 1);

export interface ReceivedFromReceiptArgs {
  readonly logs: readonly ReceiptLog[] | undefined;
  /** The token bought. */
  readonly to: SwapToken;
  /** Who receives it (the swapping account). */
  readonly account: Address;
  /** The contract the swap was sent to (the router), which unwraps wrapped ether for a native output. */
  readonly router: Address;
}

/**
 * What a confirmed swap paid out, read from its receipt's logs, as a decimal in the token's units: the
 * bought token's Transfer logs to the account; for the native token, the wrapped ether the router withdrew
 * (its Withdrawal logs) to pass on. Undefined when the logs are missing or show nothing received.
 */
export function receivedFromReceipt({
  logs,
  to,
  account,
  router,
}: ReceivedFromReceiptArgs): string | undefined {
  if (logs === undefined) return undefined;
  const native = isNativeToken(to);
  let units = 0n;
  for (const log of logs) {
    const event = decode(log);
    if (event === undefined) continue;
    if (native && event.eventName === 'Withdrawal' && same(event.src, router)) units += event.wad;
    if (
      !native &&
      event.eventName === 'Transfer' &&
      same(log.address, bare(to.address)) &&
      same(event.to, account)
    ) {
      units += event.value;
    }
  }
  return units > 0n ? formatUnits(units, to.decimals) : undefined;
}

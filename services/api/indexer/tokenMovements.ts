import { decodeEventLog, decodeFunctionData, type Hex, parseAbi, zeroAddress } from 'viem';
import type { DevnetChain } from '../../devnet/manifest.js';
import { type KnownToken, knownTokens, NATIVE_TOKEN } from '../chain/knownTokens.js';
import type { BlockLog, BlockReceipt, BlockTransaction } from './blockActivity.js';
import { decodeRouterCall } from './routerCall.js';

/** Some amount of one token going from one address to another (lowercase addresses; 0x0 mints and burns). */
export interface Movement {
  readonly token: KnownToken;
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
}

/** One ERC-721 token going from one address to another (lowercase addresses; 0x0 mints and burns). */
export interface NftMovement {
  /** The collection (the ERC-721 contract). */
  readonly collection: string;
  readonly tokenId: bigint;
  readonly from: string;
  readonly to: string;
}

/** A known NFT collection: its tokens are named from the manifest and never flagged as spam. */
export interface KnownCollection {
  readonly name: string;
  readonly symbol: string;
}

/** What the indexer needs to know about a chain, with lowercase addresses. */
export interface MovementContext {
  /** The ERC-20s whose transfers are recorded (the manifest's tokens and extra tokens). */
  readonly tokens: ReadonlyMap<string, KnownToken>;
  /** The chain's known NFT collections (the manifest's `nfts.collections`). */
  readonly collections: ReadonlyMap<string, KnownCollection>;
  readonly weth: string;
  readonly router: string;
}

export const ZERO = zeroAddress;

export const movementContext = (chain: DevnetChain): MovementContext => ({
  tokens: new Map(
    knownTokens(chain)
      .filter((token) => token.kind === 'erc20')
      .map((token) => [token.address.toLowerCase(), token]),
  ),
  collections: new Map(
    (chain.nfts?.collections ?? []).map((collection) => [
      collection.address.toLowerCase(),
      { name: collection.name, symbol: collection.symbol },
    ]),
  ),
  weth: chain.tokens.WETH.address.toLowerCase(),
  router: chain.uniswapV2.router.toLowerCase(),
});

const erc721Abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

/** An ERC-721 Transfer log (token id indexed: four topics, no data), decoded; undefined for anything else. */
const decodeNftTransfer = (log: BlockLog) => {
  if (log.topics.length !== 4) return undefined;
  try {
    return decodeEventLog({ abi: erc721Abi, topics: log.topics, data: log.data, strict: true });
  } catch {
    return undefined;
  }
};

/**
 * Every ERC-721 token a successful transaction moved, of any contract (known collections or not): its
 * Transfer logs with the token id indexed. ERC-20 Transfer logs (the amount in the data) are not these.
 */
export const nftMovements = (receipt: BlockReceipt): NftMovement[] =>
  receipt.logs.flatMap((log): NftMovement[] => {
    const event = decodeNftTransfer(log);
    if (event === undefined) return [];
    const { from, to, tokenId } = event.args;
    return [
      { collection: log.address.toLowerCase(), tokenId, from: from.toLowerCase(), to: to.toLowerCase() },
    ];
  });

const eventsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

const tokenCallAbi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

const decodeLog = (log: BlockLog) => {
  try {
    return decodeEventLog({ abi: eventsAbi, topics: log.topics, data: log.data, strict: true });
  } catch {
    return undefined;
  }
};

/** The ERC-20 call a transaction makes on a known token (transfer, transferFrom, approve), if any. */
export const tokenCall = (context: MovementContext, tx: BlockTransaction) => {
  const token = tx.to === null ? undefined : context.tokens.get(tx.to.toLowerCase());
  if (token === undefined) return undefined;
  try {
    return { token, call: decodeFunctionData({ abi: tokenCallAbi, data: tx.input }) };
  } catch {
    return undefined;
  }
};

/** Where a transaction went: its `to`, or the contract it created. */
export const destination = (tx: BlockTransaction, receipt: BlockReceipt | undefined): string =>
  (tx.to ?? receipt?.contractAddress ?? ZERO).toLowerCase();

/**
 * Everything a successful transaction moved of the native currency and the known tokens: its value,
 * the tokens' Transfer logs, WETH deposits and withdrawals (as WETH minted and burnt against ether),
 * and the ether the Uniswap router passes on internally (unwrapped output to the swap's recipient,
 * unspent input back to the sender), which no log or block body shows.
 */
export const confirmedMovements = (
  context: MovementContext,
  tx: BlockTransaction,
  receipt: BlockReceipt,
): Movement[] => {
  const from = tx.from.toLowerCase();
  const to = destination(tx, receipt);
  const moves: Movement[] = [];
  if (tx.value > 0n) moves.push({ token: NATIVE_TOKEN, from, to, amount: tx.value });
  let routerDeposits = 0n;
  let routerWithdrawals = 0n;
  for (const log of receipt.logs) {
    const address = log.address.toLowerCase();
    const token = context.tokens.get(address);
    const event = token === undefined ? undefined : decodeLog(log);
    if (token === undefined || event === undefined) continue;
    if (event.eventName === 'Transfer') {
      const { args } = event;
      moves.push({ token, from: args.from.toLowerCase(), to: args.to.toLowerCase(), amount: args.value });
    } else if (address === context.weth && event.eventName === 'Deposit') {
      const dst = event.args.dst.toLowerCase();
      moves.push({ token, from: ZERO, to: dst, amount: event.args.wad });
      // A deposit the sender made by paying WETH directly is the transaction's own value (above).
      if (!(to === context.weth && dst === from)) {
        moves.push({ token: NATIVE_TOKEN, from: dst, to: context.weth, amount: event.args.wad });
      }
      if (dst === context.router) routerDeposits += event.args.wad;
    } else if (address === context.weth && event.eventName === 'Withdrawal') {
      const src = event.args.src.toLowerCase();
      moves.push({ token, from: src, to: ZERO, amount: event.args.wad });
      moves.push({ token: NATIVE_TOKEN, from: context.weth, to: src, amount: event.args.wad });
      if (src === context.router) routerWithdrawals += event.args.wad;
    }
  }
  if (to === context.router) {
    const passedOn = tx.value + routerWithdrawals - routerDeposits;
    if (passedOn > 0n) {
      const call = decodeRouterCall(tx.input);
      const recipient = routerWithdrawals > 0n && call !== undefined ? call.recipient.toLowerCase() : from;
      moves.push({ token: NATIVE_TOKEN, from: context.router, to: recipient, amount: passedOn });
    }
  }
  return moves;
};

/**
 * What a reverted transaction meant to move for its sender (nothing moved): its value, the amount of
 * a token transfer, or the input of an exact-input swap.
 */
export const intendedMovements = (context: MovementContext, tx: BlockTransaction): Movement[] => {
  const from = tx.from.toLowerCase();
  const moves: Movement[] = [];
  if (tx.value > 0n)
    moves.push({ token: NATIVE_TOKEN, from, to: destination(tx, undefined), amount: tx.value });
  const call = tokenCall(context, tx);
  if (call?.call.functionName === 'transfer') {
    const [to, amount] = call.call.args;
    moves.push({ token: call.token, from, to: to.toLowerCase(), amount });
  } else if (call?.call.functionName === 'transferFrom') {
    const [src, to, amount] = call.call.args;
    if (src.toLowerCase() === from) moves.push({ token: call.token, from, to: to.toLowerCase(), amount });
  }
  const spends =
    destination(tx, undefined) === context.router ? decodeRouterCall(tx.input)?.spends : undefined;
  const spent = spends === undefined ? undefined : context.tokens.get(spends.token.toLowerCase());
  if (spends !== undefined && spent !== undefined) {
    moves.push({ token: spent, from, to: context.router, amount: spends.amount });
  }
  return moves;
};

/** Whether a transaction calls one of the router's swap functions. */
export const isRouterSwap = (
  context: MovementContext,
  tx: { readonly to: string | null; readonly input: Hex },
) => tx.to !== null && tx.to.toLowerCase() === context.router && decodeRouterCall(tx.input)?.isSwap === true;

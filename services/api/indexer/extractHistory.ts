import type { DevnetChain } from '../../devnet/manifest.js';
import type { KnownToken } from '../chain/knownTokens.js';
import type { TransferDirection } from '../db/history.js';
import type { BlockActivity, BlockReceipt, BlockTransaction } from './blockActivity.js';
import {
  confirmedMovements,
  destination,
  intendedMovements,
  isRouterSwap,
  type KnownCollection,
  type Movement,
  type MovementContext,
  movementContext,
  type NftMovement,
  nftMovements,
  tokenCall,
  ZERO,
} from './tokenMovements.js';

export interface AccountTransfer {
  readonly direction: TransferDirection;
  readonly token: KnownToken;
  readonly amount: bigint;
}

/** An ERC-721 token as one account saw it move. */
export interface AccountNftTransfer {
  readonly direction: TransferDirection;
  /** The collection, lowercase. */
  readonly collection: string;
  readonly tokenId: bigint;
  /** The known collection's name and symbol; absent for any other collection (the indexer reads its name). */
  readonly known?: KnownCollection;
  /** See isSpamNft. */
  readonly isSpam: boolean;
}

/**
 * The data service's spam rule for NFTs (SPEC §5 drops transactions whose transfers are all spam NFTs and
 * leaves the flag to the server): a token the account received in a transaction it did not send — an
 * unsolicited airdrop — of a collection the chain does not know. What the account sent, moved to itself or
 * minted itself, and any token of a known collection, is not spam.
 */
export const isSpamNft = (input: {
  readonly direction: TransferDirection;
  readonly account: string;
  readonly sender: string;
  readonly known: boolean;
}): boolean => input.direction === 'in' && input.account !== input.sender && !input.known;

/** A transaction as one account sees it (lowercase addresses), before prices. */
export interface AccountActivity {
  readonly address: string;
  readonly hash: string;
  readonly txIndex: number;
  /** trade, send, receive, approve or execute. */
  readonly operationType: string;
  readonly status: 'confirmed' | 'failed';
  readonly sentFrom: string;
  readonly sentTo: string;
  readonly nonce: number;
  readonly transfers: readonly AccountTransfer[];
  /** The ERC-721 tokens it moved for the account, after the fungible transfers. */
  readonly nfts: readonly AccountNftTransfer[];
}

/**
 * The account's ERC-721 tokens of a transaction, in order of first movement: in or out by where each token
 * ended, 'self' when it moved between the account and itself; a token that came and went drops out.
 */
export const netNfts = (
  moves: readonly NftMovement[],
  account: string,
  sender: string,
  context: MovementContext,
): AccountNftTransfer[] => {
  const slots = new Map<string, { move: NftMovement; net: number; self: boolean }>();
  for (const move of moves) {
    const sends = move.from === account;
    const gets = move.to === account;
    if (!sends && !gets) continue;
    const key = `${move.collection}:${move.tokenId}`;
    const slot = slots.get(key) ?? { move, net: 0, self: false };
    slots.set(key, slot);
    if (sends && gets) slot.self = true;
    else slot.net += gets ? 1 : -1;
  }
  return [...slots.values()].flatMap(({ move, net, self }): AccountNftTransfer[] => {
    const direction: TransferDirection | undefined =
      net > 0 ? 'in' : net < 0 ? 'out' : self ? 'self' : undefined;
    if (direction === undefined) return [];
    const known = context.collections.get(move.collection);
    return [
      {
        direction,
        collection: move.collection,
        tokenId: move.tokenId,
        ...(known === undefined ? {} : { known }),
        isSpam: isSpamNft({ direction, account, sender, known: known !== undefined }),
      },
    ];
  });
};

/**
 * The account's transfers: per token (in order of first movement) the net amount in or out, and what
 * it sent itself as a separate 'self' transfer. Tokens that came and went in equal measure drop out.
 */
export const netTransfers = (moves: readonly Movement[], account: string): AccountTransfer[] => {
  const slots = new Map<string, { token: KnownToken; net: bigint; self: bigint }>();
  for (const move of moves) {
    const sends = move.from === account;
    const gets = move.to === account;
    if (!sends && !gets) continue;
    const key = move.token.address.toLowerCase();
    const slot = slots.get(key) ?? { token: move.token, net: 0n, self: 0n };
    slots.set(key, slot);
    if (sends && gets) slot.self += move.amount;
    else slot.net += sends ? -move.amount : move.amount;
  }
  return [...slots.values()].flatMap(({ token, net, self }): AccountTransfer[] => [
    ...(self > 0n ? [{ direction: 'self' as const, token, amount: self }] : []),
    ...(net > 0n ? [{ direction: 'in' as const, token, amount: net }] : []),
    ...(net < 0n ? [{ direction: 'out' as const, token, amount: -net }] : []),
  ]);
};

interface Classify {
  readonly isSender: boolean;
  readonly isSwap: boolean;
  readonly isApprove: boolean;
  /** Fungible and NFT transfers alike. */
  readonly transfers: readonly { readonly direction: TransferDirection }[];
}

/**
 * The sender of a router swap traded; otherwise what the account's transfers show: only in → receive,
 * only out (or to itself) → send, both → trade for the sender and execute for anyone else. The sender
 * of an approval with nothing moved approved. Undefined: nothing to show for this account.
 */
const operationType = ({ isSender, isSwap, isApprove, transfers }: Classify): string | undefined => {
  if (isSender && isSwap) return 'trade';
  if (transfers.length === 0) return isSender && isApprove ? 'approve' : undefined;
  const gets = transfers.some((transfer) => transfer.direction === 'in');
  const gives = transfers.some((transfer) => transfer.direction !== 'in');
  if (gets && gives) return isSender ? 'trade' : 'execute';
  return gets ? 'receive' : 'send';
};

/** Where an account's tokens went, or came from: the other ends of its movements, the account itself left out. */
const otherEnds = (
  moves: readonly { readonly from: string; readonly to: string }[],
  account: string,
  side: 'to' | 'from',
): Set<string> => {
  const ends = new Set<string>();
  for (const move of moves) {
    const mine = side === 'to' ? move.from : move.to;
    const other = side === 'to' ? move.to : move.from;
    if (mine === account && other !== account) ends.add(other);
  }
  return ends;
};

/**
 * Who the account dealt with, as its Activity names them: for a send whose tokens all went to one address,
 * that address (a token transfer's receiver, not the token contract the transaction called); for a receipt
 * whose tokens all came from one address other than 0x0, that address (an owner whose tokens a spender moved).
 * Otherwise the transaction's own ends: its sender and its destination.
 */
export const counterparties = (input: {
  readonly type: string;
  readonly account: string;
  readonly moves: readonly { readonly from: string; readonly to: string }[];
  readonly sender: string;
  readonly destination: string;
}): { readonly sentFrom: string; readonly sentTo: string } => {
  const { type, account, moves, sender, destination } = input;
  const only = (ends: Set<string>): string | undefined => (ends.size === 1 ? [...ends][0] : undefined);
  const receiver = type === 'send' ? only(otherEnds(moves, account, 'to')) : undefined;
  const source = type === 'receive' ? only(otherEnds(moves, account, 'from')) : undefined;
  return {
    sentFrom: source !== undefined && source !== ZERO ? source : sender,
    sentTo: receiver ?? destination,
  };
};

const confirmed = (
  context: MovementContext,
  tx: BlockTransaction,
  receipt: BlockReceipt,
  txIndex: number,
): AccountActivity[] => {
  const moves = confirmedMovements(context, tx, receipt);
  const nftMoves = nftMovements(receipt);
  const sender = tx.from.toLowerCase();
  const isSwap = isRouterSwap(context, tx);
  const isApprove = tokenCall(context, tx)?.call.functionName === 'approve';
  const accounts = new Set([sender, ...[...moves, ...nftMoves].flatMap((move) => [move.from, move.to])]);
  accounts.delete(ZERO);
  return [...accounts].flatMap((account): AccountActivity[] => {
    const transfers = netTransfers(moves, account);
    const nfts = netNfts(nftMoves, account, sender, context);
    const type = operationType({
      isSender: account === sender,
      isSwap,
      isApprove,
      transfers: [...transfers, ...nfts],
    });
    if (type === undefined) return [];
    const ends = counterparties({
      type,
      account,
      moves: [...moves, ...nftMoves],
      sender,
      destination: destination(tx, receipt),
    });
    return [
      {
        address: account,
        hash: tx.hash.toLowerCase(),
        txIndex,
        operationType: type,
        status: 'confirmed',
        ...ends,
        nonce: tx.nonce,
        transfers,
        nfts,
      },
    ];
  });
};

/** A reverted transaction shows only in its sender's history, when it paid, called a known token or the router. */
const failed = (
  context: MovementContext,
  tx: BlockTransaction,
  receipt: BlockReceipt,
  txIndex: number,
): AccountActivity[] => {
  const sender = tx.from.toLowerCase();
  const sentTo = destination(tx, receipt);
  const call = tokenCall(context, tx);
  if (tx.value === 0n && call === undefined && sentTo !== context.router) return [];
  const intended = intendedMovements(context, tx);
  const transfers = netTransfers(intended, sender);
  const isSwap = isRouterSwap(context, tx);
  const isApprove = call?.call.functionName === 'approve';
  const type = operationType({ isSender: true, isSwap, isApprove, transfers }) ?? 'execute';
  return [
    {
      address: sender,
      hash: tx.hash.toLowerCase(),
      txIndex,
      operationType: type,
      status: 'failed',
      ...counterparties({ type, account: sender, moves: intended, sender, destination: sentTo }),
      nonce: tx.nonce,
      transfers,
      nfts: [],
    },
  ];
};

/**
 * The history a block adds, per account: native transfers, ERC-20 transfers of the chain's known
 * tokens, ERC-721 transfers of any collection (spam flagged by isSpamNft), WETH wraps, Uniswap V2 swaps through the router (one 'trade' with what went out and what
 * came in), approvals of known tokens, and reverted transactions of those kinds ('failed').
 */
export const extractHistory = (chain: DevnetChain, block: BlockActivity): AccountActivity[] => {
  const context = movementContext(chain);
  const receipts = new Map(block.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]));
  return block.transactions.flatMap((tx, position) => {
    const receipt = receipts.get(tx.hash.toLowerCase());
    if (receipt === undefined) return [];
    const txIndex = tx.transactionIndex ?? position;
    return receipt.status === 'success'
      ? confirmed(context, tx, receipt, txIndex)
      : failed(context, tx, receipt, txIndex);
  });
};

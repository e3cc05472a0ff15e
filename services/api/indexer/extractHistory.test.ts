import fc from 'fast-check';
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem';
import { describe, expect, it } from 'vitest';
import type { DevnetChain } from '../../devnet/manifest.js';
import { NATIVE_TOKEN } from '../chain/knownTokens.js';
import type { BlockLog, BlockReceipt, BlockTransaction } from './blockActivity.js';
import { extractHistory, isSpamNft, netTransfers } from './extractHistory.js';
import type { Movement } from './tokenMovements.js';

const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`;
const ALICE = address(0xa11ce);
const BOB = address(0xb0b);
const USDC = address(0x05dc);
const WETH = address(0x3e7);
const ROUTER = address(0x4047e4);
const PAIR = address(0x9a14);

const PASS = address(0x9a55);
const AIRDROP = address(0xd509);
const DEPLOYER = address(0xde9);

const chain: DevnetChain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Test',
  rpcUrl: 'http://127.0.0.1:1',
  multicall3: address(0xca11),
  tokens: {
    USDC: { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: USDC },
    DAI: { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: address(0xda1) },
    WETH: { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: WETH },
  },
  uniswapV2: {
    factory: address(0xfac),
    router: ROUTER,
    pairs: { 'USDC/DAI': address(1), 'USDC/WETH': PAIR },
  },
  treasury: address(0x7ea),
  accounts: [],
  nfts: {
    collections: [{ name: 'Latch Pass', symbol: 'LPASS', address: PASS }],
    airdrop: { address: AIRDROP, sender: ALICE },
    holder: BOB,
  },
  seededAtBlock: 0,
};

const events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Deposit(address indexed dst, uint256 wad)',
]);

/** encodeEventTopics' topics as a log carries them (no null). */
const asTopics = (encoded: readonly unknown[]): [Hex, ...Hex[]] => {
  const hex = encoded.filter((topic): topic is Hex => typeof topic === 'string' && topic.startsWith('0x'));
  const [first, ...rest] = hex;
  if (first === undefined) throw new Error('no topics');
  return [first, ...rest];
};

const transferLog = (token: Address, from: Address, to: Address, value: bigint): BlockLog => ({
  address: token,
  topics: asTopics(encodeEventTopics({ abi: events, eventName: 'Transfer', args: { from, to } })),
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});

const erc721 = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

const nftLog = (collection: Address, from: Address, to: Address, tokenId: bigint): BlockLog => ({
  address: collection,
  topics: asTopics(encodeEventTopics({ abi: erc721, eventName: 'Transfer', args: { from, to, tokenId } })),
  data: '0x',
});

const depositLog = (dst: Address, wad: bigint): BlockLog => ({
  address: WETH,
  topics: asTopics(encodeEventTopics({ abi: events, eventName: 'Deposit', args: { dst } })),
  data: encodeAbiParameters([{ type: 'uint256' }], [wad]),
});

const block = (tx: Partial<BlockTransaction>, receipt: Partial<BlockReceipt>) => {
  const hash = `0x${'ab'.repeat(32)}` as const;
  return {
    number: 7n,
    hash: `0x${'cd'.repeat(32)}` as const,
    parentHash: `0x${'ef'.repeat(32)}` as const,
    timestamp: 1_700_000_000n,
    transactions: [
      { hash, from: ALICE, to: BOB, value: 0n, nonce: 3, input: '0x' as const, transactionIndex: 0, ...tx },
    ],
    receipts: [{ transactionHash: hash, status: 'success' as const, logs: [], ...receipt }],
  };
};

const summary = (chainBlock: ReturnType<typeof block>) =>
  extractHistory(chain, chainBlock).map((entry) => ({
    address: entry.address,
    type: entry.operationType,
    status: entry.status,
    transfers: entry.transfers.map((t) => `${t.direction} ${t.amount} ${t.token.symbol}`),
  }));

describe('netTransfers', () => {
  const usdc = { kind: 'erc20', symbol: 'USDC', name: 'USD Coin', decimals: 6, address: USDC } as const;
  const move = fc.record({
    token: fc.constantFrom(NATIVE_TOKEN, usdc),
    from: fc.constantFrom('a', 'b', 'c'),
    to: fc.constantFrom('a', 'b', 'c'),
    amount: fc.bigInt({ min: 0n, max: 10n ** 24n }),
  });

  it('gives each account its net flow per token, and what it sent itself apart', () => {
    fc.assert(
      fc.property(fc.array(move), fc.constantFrom('a', 'b', 'c'), (moves: Movement[], account) => {
        const transfers = netTransfers(moves, account);
        for (const token of [NATIVE_TOKEN, usdc]) {
          const of = (predicate: (m: Movement) => boolean) =>
            moves.filter((m) => m.token === token && predicate(m)).reduce((sum, m) => sum + m.amount, 0n);
          const net =
            of((m) => m.to === account && m.from !== account) -
            of((m) => m.from === account && m.to !== account);
          const mine = transfers.filter((t) => t.token === token);
          const signed = mine.reduce(
            (sum, t) => sum + (t.direction === 'in' ? t.amount : t.direction === 'out' ? -t.amount : 0n),
            0n,
          );
          expect(signed).toBe(net);
          expect(mine.filter((t) => t.direction === 'self').reduce((sum, t) => sum + t.amount, 0n)).toBe(
            of((m) => m.from === account && m.to === account),
          );
          expect(mine.filter((t) => t.direction !== 'self')).toHaveLength(net === 0n ? 0 : 1);
        }
        expect(transfers.every((t) => t.amount > 0n)).toBe(true);
      }),
    );
  });
});

describe('extractHistory', () => {
  it('gives the sender of an exact-output ether swap the ether spent net of the refund, and the tokens', () => {
    const router = parseAbi([
      'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
    ]);
    const spent = parseEther('0.8');
    const entries = summary(
      block(
        {
          to: ROUTER,
          value: parseEther('1'),
          input: encodeFunctionData({
            abi: router,
            functionName: 'swapETHForExactTokens',
            args: [2_400_000_000n, [WETH, USDC], ALICE, 10n ** 10n],
          }),
        },
        {
          logs: [
            depositLog(ROUTER, spent),
            transferLog(WETH, ROUTER, PAIR, spent),
            transferLog(USDC, PAIR, ALICE, 2_400_000_000n),
          ],
        },
      ),
    );
    expect(entries.find((entry) => entry.address === ALICE.toLowerCase())).toEqual({
      address: ALICE.toLowerCase(),
      type: 'trade',
      status: 'confirmed',
      transfers: [`out ${spent} ETH`, 'in 2400000000 USDC'],
    });
    // The router passed everything on; WETH received the ether it wrapped; the pair swapped.
    expect(entries.find((entry) => entry.address === ROUTER.toLowerCase())).toBeUndefined();
    expect(entries.find((entry) => entry.address === WETH.toLowerCase())).toMatchObject({
      type: 'receive',
      transfers: [`in ${spent} ETH`],
    });
    expect(entries.find((entry) => entry.address === PAIR.toLowerCase())).toMatchObject({ type: 'execute' });
  });

  it('shows wrapping ether as a trade of ether for WETH, and mints as receipts without the zero address', () => {
    const wrapped = parseEther('2');
    expect(summary(block({ to: WETH, value: wrapped }, { logs: [depositLog(ALICE, wrapped)] }))).toEqual([
      {
        address: ALICE.toLowerCase(),
        type: 'trade',
        status: 'confirmed',
        transfers: [`out ${wrapped} ETH`, `in ${wrapped} WETH`],
      },
      { address: WETH.toLowerCase(), type: 'receive', status: 'confirmed', transfers: [`in ${wrapped} ETH`] },
    ]);
    const minted = summary(block({ to: USDC }, { logs: [transferLog(USDC, zeroAddress, BOB, 5n)] }));
    expect(minted).toEqual([
      { address: BOB.toLowerCase(), type: 'receive', status: 'confirmed', transfers: ['in 5 USDC'] },
    ]);
  });

  it('ignores tokens it does not know and calls that move nothing', () => {
    const unknown = address(0x123456);
    expect(summary(block({ to: unknown }, { logs: [transferLog(unknown, ALICE, BOB, 5n)] }))).toEqual([]);
    expect(summary(block({ to: unknown }, { status: 'reverted' }))).toEqual([]);
  });

  describe('who the account dealt with (its counterparty in Activity)', () => {
    const erc20 = parseAbi([
      'function transfer(address to, uint256 amount)',
      'function transferFrom(address from, address to, uint256 amount)',
    ]);
    const CAROL = address(0xca401);
    const ends = (chainBlock: ReturnType<typeof block>) =>
      extractHistory(chain, chainBlock).map((entry) => [entry.address, entry.sentFrom, entry.sentTo]);
    const lower = (value: Address) => value.toLowerCase();

    it('names the receiver of a token send, not the token contract the transaction called', () => {
      const input = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [BOB, 12_500_000n] });
      const sent = block({ to: USDC, input }, { logs: [transferLog(USDC, ALICE, BOB, 12_500_000n)] });
      expect(ends(sent)).toEqual([
        [lower(ALICE), lower(ALICE), lower(BOB)],
        [lower(BOB), lower(ALICE), lower(USDC)],
      ]);
    });

    it("names the owner whose tokens a spender moved as the receiver's sender", () => {
      const input = encodeFunctionData({ abi: erc20, functionName: 'transferFrom', args: [ALICE, BOB, 5n] });
      const moved = block({ from: CAROL, to: USDC, input }, { logs: [transferLog(USDC, ALICE, BOB, 5n)] });
      expect(ends(moved)).toEqual([
        [lower(ALICE), lower(CAROL), lower(BOB)],
        [lower(BOB), lower(ALICE), lower(USDC)],
      ]);
    });

    it('names the intended receiver of a reverted token send', () => {
      const input = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [BOB, 5n] });
      expect(ends(block({ to: USDC, input }, { status: 'reverted' }))).toEqual([
        [lower(ALICE), lower(ALICE), lower(BOB)],
      ]);
    });

    it("keeps the transaction's ends when tokens went to several addresses, or were minted", () => {
      const splitter = address(0x5911);
      const split = block(
        { to: splitter },
        { logs: [transferLog(USDC, ALICE, BOB, 1n), transferLog(USDC, ALICE, CAROL, 1n)] },
      );
      expect(ends(split)[0]).toEqual([lower(ALICE), lower(ALICE), lower(splitter)]);
      const minted = block({ from: CAROL, to: USDC }, { logs: [transferLog(USDC, zeroAddress, BOB, 5n)] });
      expect(ends(minted)).toEqual([[lower(BOB), lower(CAROL), lower(USDC)]]);
    });

    it('names the receiver of an NFT sent with safeTransferFrom', () => {
      const sent = block({ from: BOB, to: PASS }, { logs: [nftLog(PASS, BOB, ALICE, 7n)] });
      expect(ends(sent)[0]).toEqual([lower(BOB), lower(BOB), lower(ALICE)]);
    });
  });

  it('names the created contract as the destination of a creation', () => {
    const created = address(0xc4ea7ed);
    const [entry] = extractHistory(chain, block({ to: null, value: 1n }, { contractAddress: created }));
    expect(entry).toMatchObject({
      operationType: 'send',
      sentTo: created.toLowerCase(),
      nonce: 3,
      txIndex: 0,
    });
  });

  describe('ERC-721 transfers', () => {
    const nfts = (chainBlock: ReturnType<typeof block>) =>
      extractHistory(chain, chainBlock).map((entry) => ({
        address: entry.address,
        type: entry.operationType,
        transfers: entry.transfers.length,
        nfts: entry.nfts.map((nft) => ({
          direction: nft.direction,
          collection: nft.collection,
          tokenId: nft.tokenId,
          name: nft.known?.name,
          isSpam: nft.isSpam,
        })),
      }));

    it('records a token of a known collection minted to an account as received, named, not spam', () => {
      const minted = nfts(
        block({ from: DEPLOYER, to: PASS }, { logs: [nftLog(PASS, zeroAddress, BOB, 1n)] }),
      );
      // The deployer moved nothing of its own: nothing in its history.
      expect(minted).toEqual([
        {
          address: BOB.toLowerCase(),
          type: 'receive',
          transfers: 0,
          nfts: [
            {
              direction: 'in',
              collection: PASS.toLowerCase(),
              tokenId: 1n,
              name: 'Latch Pass',
              isSpam: false,
            },
          ],
        },
      ]);
    });

    it('flags an unsolicited token of an unknown collection as spam, for the receiver only', () => {
      const dropped = nfts(
        block({ from: ALICE, to: AIRDROP }, { logs: [nftLog(AIRDROP, zeroAddress, BOB, 7_777n)] }),
      );
      expect(dropped).toEqual([
        {
          address: BOB.toLowerCase(),
          type: 'receive',
          transfers: 0,
          nfts: [
            {
              direction: 'in',
              collection: AIRDROP.toLowerCase(),
              tokenId: 7_777n,
              name: undefined,
              isSpam: true,
            },
          ],
        },
      ]);
    });

    it('never flags what the account sent, minted itself or moved to itself', () => {
      const own = nfts(block({ from: BOB, to: AIRDROP }, { logs: [nftLog(AIRDROP, zeroAddress, BOB, 2n)] }));
      expect(own).toEqual([
        {
          address: BOB.toLowerCase(),
          type: 'receive',
          transfers: 0,
          nfts: [
            {
              direction: 'in',
              collection: AIRDROP.toLowerCase(),
              tokenId: 2n,
              name: undefined,
              isSpam: false,
            },
          ],
        },
      ]);
      const sent = nfts(block({ from: BOB, to: AIRDROP }, { logs: [nftLog(AIRDROP, BOB, ALICE, 2n)] }));
      expect(sent.find((entry) => entry.address === BOB.toLowerCase())).toMatchObject({
        type: 'send',
        nfts: [{ direction: 'out', isSpam: false }],
      });
      // Alice did not ask for it and does not know the collection.
      expect(sent.find((entry) => entry.address === ALICE.toLowerCase())).toMatchObject({
        type: 'receive',
        nfts: [{ direction: 'in', isSpam: true }],
      });
      const self = nfts(block({ from: BOB, to: AIRDROP }, { logs: [nftLog(AIRDROP, BOB, BOB, 2n)] }));
      expect(self).toMatchObject([{ type: 'send', nfts: [{ direction: 'self', isSpam: false }] }]);
    });

    it('drops a token that came and went in one transaction, and keeps ether paid for one', () => {
      const passedOn = nfts(
        block(
          { from: ALICE, to: PASS, value: 5n },
          { logs: [nftLog(PASS, zeroAddress, BOB, 3n), nftLog(PASS, BOB, ALICE, 3n)] },
        ),
      );
      expect(passedOn.find((entry) => entry.address === BOB.toLowerCase())).toBeUndefined();
      expect(passedOn.find((entry) => entry.address === ALICE.toLowerCase())).toMatchObject({
        type: 'trade',
        transfers: 1,
        nfts: [{ direction: 'in', tokenId: 3n, isSpam: false }],
      });
    });

    it('does not take an ERC-20 Transfer (amount in the data) of an unknown contract for an NFT', () => {
      const unknown = address(0x123456);
      expect(nfts(block({ to: unknown }, { logs: [transferLog(unknown, ALICE, BOB, 5n)] }))).toEqual([]);
    });

    it('the spam rule: received, unasked, of an unknown collection', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('in' as const, 'out' as const, 'self' as const),
          fc.constantFrom('a', 'b'),
          fc.constantFrom('a', 'b'),
          fc.boolean(),
          (direction, account, sender, known) => {
            expect(isSpamNft({ direction, account, sender, known })).toBe(
              direction === 'in' && account !== sender && !known,
            );
          },
        ),
      );
    });
  });
});

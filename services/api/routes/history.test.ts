import type { FastifyInstance } from 'fastify';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  formatEther,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
  type TransactionReceipt,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, Transaction } from '../../../ports/index.js';
import { loadOwnArtifact } from '../../devnet/artifacts.js';
import { devnetAccounts } from '../../devnet/devnetAccounts.js';
import {
  type DevnetChain,
  devnetNftAbi,
  erc20Abi,
  uniswapV2RouterAbi,
  viemChain,
} from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';
import { createHistoryIndexer, type HistoryIndexer } from '../indexer/createHistoryIndexer.js';
import {
  type DevnetActor,
  devnetActor,
  startTwoChainDevnet,
  type TwoChainDevnet,
  testAccount,
} from '../testing/historyActivity.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import {
  openTestDatabase,
  type TestBackend,
  type TestDatabase,
  testBackends,
} from '../testing/testDatabases.js';
import { HISTORY_PAGE_SIZE } from './history.js';

const HOST = { host: '127.0.0.1:8787' };
const icon = (symbol: string) => `http://127.0.0.1/token-icons/${symbol}.svg`;

/** What happened on the devnet before the tests, as receipts. */
interface Activity {
  readonly nativeSend: TransactionReceipt;
  readonly tokenSend: TransactionReceipt;
  readonly ethForUsdc: { readonly receipt: TransactionReceipt; readonly usdcOut: bigint };
  readonly approveDai: TransactionReceipt;
  readonly daiForEth: { readonly receipt: TransactionReceipt; readonly ethOut: bigint };
  readonly failedSend: TransactionReceipt;
  readonly selfSend: TransactionReceipt;
  readonly onrampPurchase: TransactionReceipt;
  /** 25 small payments to Alice mined in one block. */
  readonly batch: readonly TransactionReceipt[];
  /** On the second chain. */
  readonly otherChain: TransactionReceipt;
  /** Frank deploys a collection of his own, mints token 1 to himself, then token 2 to Grace unasked. */
  readonly ownNft: {
    readonly collection: Address;
    readonly minted: TransactionReceipt;
    readonly gift: TransactionReceipt;
  };
}

const reader = (chain: DevnetChain) =>
  createPublicClient({ chain: viemChain(chain), transport: patientTransport(chain.rpcUrl) });

const amountOut = async (chain: DevnetChain, amountIn: bigint, path: readonly Address[]): Promise<bigint> => {
  const amounts = await reader(chain).readContract({
    address: chain.uniswapV2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [...path]],
  });
  const last = amounts.at(-1);
  if (last === undefined) throw new Error('no amounts');
  return last;
};

const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });

const makeActivity = async (chain: DevnetChain, other: DevnetChain): Promise<Activity> => {
  const alice = devnetActor(chain, testAccount(1));
  const bob = testAccount(2).address;
  const { USDC, DAI, WETH } = chain.tokens;
  const { router } = chain.uniswapV2;
  /** Sends with a fixed gas limit (no estimate) and checks the outcome, so set-up never half-fails silently. */
  const send = async (
    actor: DevnetActor,
    request: Parameters<DevnetActor['send']>[0],
    expected: TransactionReceipt['status'] = 'success',
  ) => {
    const receipt = await actor.send({ gas: 400_000n, ...request });
    if (receipt.status !== expected)
      throw new Error(`set-up transaction ${receipt.transactionHash} ${receipt.status}`);
    return receipt;
  };

  const nativeSend = await send(alice, { to: bob, value: parseEther('1.5') });
  const tokenSend = await send(alice, { to: USDC.address, data: transferData(bob, parseUnits('250', 6)) });
  const ethIn = parseEther('0.1');
  const usdcOut = await amountOut(chain, ethIn, [WETH.address, USDC.address]);
  const ethForUsdc = await send(alice, {
    to: router,
    value: ethIn,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [WETH.address, USDC.address], alice.address, maxUint256],
    }),
  });
  const approveDai = await send(alice, {
    to: DAI.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  });
  const daiIn = parseUnits('100', 18);
  const daiPath = [DAI.address, USDC.address, WETH.address] as const;
  const ethOut = await amountOut(chain, daiIn, daiPath);
  const daiForEth = await send(alice, {
    to: router,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [daiIn, 0n, [...daiPath], alice.address, maxUint256],
    }),
  });
  const failedSend = await send(
    alice,
    { to: USDC.address, data: transferData(bob, parseUnits('1000000', 6)), gas: 100_000n },
    'reverted',
  );
  const selfSend = await send(alice, { to: alice.address, value: parseEther('0.01') });
  const treasury = devnetActor(chain, testAccount(9));
  const onrampPurchase = await send(treasury, {
    to: USDC.address,
    data: transferData(alice.address, parseUnits('50', 6)),
  });
  const dave = devnetActor(chain, testAccount(3));
  const batch = await dave.sendInOneBlock(
    Array.from({ length: 25 }, (_, index) => ({
      to: alice.address,
      value: parseEther('0.001') * BigInt(index + 1),
    })),
  );
  const otherChain = await send(devnetActor(other, testAccount(2)), {
    to: alice.address,
    value: parseEther('2'),
  });
  const frank = testAccount(5);
  const deployer = createWalletClient({
    account: frank,
    chain: viemChain(chain),
    transport: patientTransport(chain.rpcUrl),
  });
  const artifact = (await loadOwnArtifact('DevnetNft'))._unsafeUnwrap();
  const created = await reader(chain).waitForTransactionReceipt({
    hash: await deployer.deployContract({ ...artifact, args: ['Frank Art', 'FART', frank.address] }),
  });
  const collection = created.contractAddress;
  if (collection === null || collection === undefined) throw new Error('no collection deployed');
  const mintTo = (to: Address, tokenId: bigint) =>
    send(devnetActor(chain, frank), {
      to: collection,
      data: encodeFunctionData({ abi: devnetNftAbi, functionName: 'mint', args: [to, tokenId] }),
    });
  const minted = await mintTo(frank.address, 1n);
  const gift = await mintTo(testAccount(6).address, 2n);
  return {
    ownNft: { collection, minted, gift },
    nativeSend,
    tokenSend,
    ethForUsdc: { receipt: ethForUsdc, usdcOut },
    approveDai,
    daiForEth: { receipt: daiForEth, ethOut },
    failedSend,
    selfSend,
    onrampPurchase,
    batch,
    otherChain,
  };
};

let devnet: TwoChainDevnet;
let activity: Activity;
const databases = new Map<TestBackend, TestDatabase>();
const ALICE = testAccount(1).address;
const BOB = testAccount(2).address;

// One devnet for the file; the databases open meanwhile.
beforeAll(async () => {
  const opening = testBackends().map(async (backend) => {
    databases.set(backend, await openTestDatabase(backend, { localProject: true }));
  });
  const starting = startTwoChainDevnet().then(async (started) => {
    devnet = started;
    activity = await makeActivity(started.chains[0], started.chains[1]);
  });
  const outcomes = await Promise.allSettled([starting, ...opening]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([devnet?.stop(), ...[...databases.values()].map((database) => database.cleanup())]);
}, HOOK_TIMEOUT_MS);

/** The metadata a receipt's transaction should show. */
const metadataOf = async (chain: DevnetChain, receipt: TransactionReceipt) => {
  const client = reader(chain);
  const [block, tx] = await Promise.all([
    client.getBlock({ blockNumber: receipt.blockNumber }),
    client.getTransaction({ hash: receipt.transactionHash }),
  ]);
  const to = receipt.to;
  if (to === null) throw new Error('no creations here');
  return {
    operationType: expect.any(String),
    hash: receipt.transactionHash,
    minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    sentFrom: getAddress(receipt.from),
    sentTo: getAddress(to),
    status: receipt.status === 'success' ? 'confirmed' : 'failed',
    nonce: tx.nonce,
    chain: chain.caipNetworkId,
  };
};

describe.each(testBackends())('GET /v1/account/:account/history on %s', (backend) => {
  let test: TestDatabase;
  let indexer: HistoryIndexer;
  let app: FastifyInstance;

  beforeAll(async () => {
    const opened = databases.get(backend);
    if (opened === undefined) throw new Error(`no ${backend} database`);
    test = opened;
    indexer = createHistoryIndexer({ db: test.database.pool, chains: devnet.chains });
    app = await buildTestApi(test, { chains: [...devnet.chains], historyIndexer: indexer });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
  }, HOOK_TIMEOUT_MS);

  const get = async (account: string, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${account}/history?projectId=latch-local${query}`,
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as HistoryPage;
  };

  /** Every page, following `next` until null. */
  const allPages = async (account: string, query = ''): Promise<HistoryPage[]> => {
    const pages = [await get(account, query)];
    for (let next = pages[0]?.next; next !== null && next !== undefined; next = pages.at(-1)?.next) {
      pages.push(await get(account, `${query}&cursor=${encodeURIComponent(next)}`));
      if (pages.length > 10) throw new Error('paging does not end');
    }
    return pages;
  };

  const byHash = (items: readonly Transaction[], receipt: TransactionReceipt): Transaction | undefined =>
    items.find((item) => item.metadata.hash === receipt.transactionHash);

  it('shows native and token transfers as send / receive with exact quantities, USD prices and icons', async () => {
    const [chain] = devnet.chains;
    const items = (await allPages(ALICE)).flatMap((page) => page.data);
    const eth = { name: 'Ether', symbol: 'ETH', icon: { url: icon('ETH') } };
    const usdc = { name: 'USD Coin', symbol: 'USDC', icon: { url: icon('USDC') } };
    expect(byHash(items, activity.nativeSend)).toEqual({
      id: `eip155:31337:${activity.nativeSend.transactionHash}`,
      metadata: { ...(await metadataOf(chain, activity.nativeSend)), operationType: 'send' },
      transfers: [
        { fungible_info: eth, direction: 'out', quantity: { numeric: '1.5' }, value: 4500, price: 3000 },
      ],
    });
    expect(byHash(items, activity.tokenSend)).toEqual({
      id: `eip155:31337:${activity.tokenSend.transactionHash}`,
      // The token transfer's receiver, not the USDC contract the transaction called.
      metadata: { ...(await metadataOf(chain, activity.tokenSend)), operationType: 'send', sentTo: BOB },
      transfers: [
        { fungible_info: usdc, direction: 'out', quantity: { numeric: '250' }, value: 250, price: 1 },
      ],
    });
    expect(byHash(items, activity.selfSend)).toMatchObject({
      metadata: { operationType: 'send', sentFrom: ALICE, sentTo: ALICE },
      transfers: [{ fungible_info: eth, direction: 'self', quantity: { numeric: '0.01' } }],
    });
    const bobs = (await allPages(BOB)).flatMap((page) => page.data);
    expect(byHash(bobs, activity.nativeSend)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: ALICE, sentTo: BOB },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' }, value: 4500 }],
    });
    expect(byHash(bobs, activity.tokenSend)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: ALICE, sentTo: chain.tokens.USDC.address },
      transfers: [{ fungible_info: usdc, direction: 'in', quantity: { numeric: '250' } }],
    });
    // Bob saw neither Alice's swaps nor her failed transfer.
    expect(byHash(bobs, activity.failedSend)).toBeUndefined();
  });

  it('shows the seeded NFTs: the known collection by name with its preview, the unsolicited airdrop as spam', async () => {
    const [chain] = devnet.chains;
    const nfts = chain.nfts;
    if (nfts === undefined) throw new Error('the seed recorded no NFTs');
    const items = (await allPages(nfts.holder, `&chainId=${chain.caipNetworkId}`)).flatMap(
      (page) => page.data,
    );
    const withNfts = items.filter((item) =>
      item.transfers.some((transfer) => transfer.nft_info !== undefined),
    );
    // Newest first: the airdrop came after the mint.
    expect(withNfts.map(({ metadata, transfers }) => ({ ...metadata, transfers }))).toEqual([
      expect.objectContaining({
        operationType: 'receive',
        sentFrom: nfts.airdrop.sender,
        sentTo: nfts.airdrop.address,
        status: 'confirmed',
        transfers: [
          {
            nft_info: { name: 'Claim $LATCH at latch-drop.xyz #7777', flags: { is_spam: true } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      }),
      expect.objectContaining({
        operationType: 'receive',
        sentFrom: devnetAccounts().deployer.address,
        sentTo: nfts.collections[0]?.address,
        transfers: [
          {
            nft_info: {
              name: 'Latch Pass #1',
              content: { preview: { url: icon('LPASS') } },
              flags: { is_spam: false },
            },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      }),
    ]);
    // Seeding itself (before seededAtBlock) is not history: only the two NFTs.
    expect(items).toHaveLength(2);
  });

  it("reads an unknown collection's own name: not spam for who minted it, spam for who got it unasked", async () => {
    const frank = (await allPages(testAccount(5).address)).flatMap((page) => page.data);
    expect(byHash(frank, activity.ownNft.minted)).toMatchObject({
      metadata: { operationType: 'receive', sentTo: getAddress(activity.ownNft.collection) },
      transfers: [{ nft_info: { name: 'Frank Art #1', flags: { is_spam: false } }, direction: 'in' }],
    });
    // The collection's creation moved nothing; the gift moved nothing of Frank's.
    expect(frank).toHaveLength(1);
    const grace = (await allPages(testAccount(6).address)).flatMap((page) => page.data);
    expect(grace).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ operationType: 'receive', sentFrom: testAccount(5).address }),
        transfers: [
          {
            nft_info: { name: 'Frank Art #2', flags: { is_spam: true } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      }),
    ]);
  });

  it('shows a router swap as one trade with what went out and what came in, approvals, and failures', async () => {
    const [chain] = devnet.chains;
    const items = (await allPages(ALICE)).flatMap((page) => page.data);
    const priced = { value: expect.any(Number), price: expect.any(Number) };
    const ethForUsdc = byHash(items, activity.ethForUsdc.receipt);
    expect(ethForUsdc).toEqual({
      id: expect.any(String),
      metadata: { ...(await metadataOf(chain, activity.ethForUsdc.receipt)), operationType: 'trade' },
      transfers: [
        {
          fungible_info: expect.objectContaining({ symbol: 'ETH' }),
          direction: 'out',
          quantity: { numeric: '0.1' },
          ...priced,
        },
        {
          fungible_info: expect.objectContaining({ symbol: 'USDC' }),
          direction: 'in',
          quantity: { numeric: String(Number(activity.ethForUsdc.usdcOut) / 1e6) },
          value: Number(activity.ethForUsdc.usdcOut) / 1e6,
          price: 1,
        },
      ],
    });
    // The ether price moved with the swap but stays near the seeded 3,000 USD; value = quantity × price.
    const [ethOut] = ethForUsdc?.transfers ?? [];
    expect(ethOut?.price).toBeGreaterThan(2900);
    expect(ethOut?.price).toBeLessThan(3000);
    expect(ethOut?.value).toBeCloseTo(0.1 * (ethOut?.price ?? 0), 6);

    expect(byHash(items, activity.daiForEth.receipt)).toEqual({
      id: expect.any(String),
      metadata: { ...(await metadataOf(chain, activity.daiForEth.receipt)), operationType: 'trade' },
      transfers: [
        {
          fungible_info: expect.objectContaining({ symbol: 'DAI' }),
          direction: 'out',
          quantity: { numeric: '100' },
          ...priced,
        },
        {
          fungible_info: expect.objectContaining({ symbol: 'ETH' }),
          direction: 'in',
          quantity: { numeric: formatEther(activity.daiForEth.ethOut) },
          ...priced,
        },
      ],
    });
    expect(byHash(items, activity.approveDai)).toEqual({
      id: expect.any(String),
      metadata: { ...(await metadataOf(chain, activity.approveDai)), operationType: 'approve' },
      transfers: [],
      // Nothing moved: the approved token is named apart, with its icon.
      approvals: [
        {
          fungible_info: {
            name: chain.tokens.DAI.name,
            symbol: 'DAI',
            icon: { url: expect.stringMatching(/\/DAI/) },
          },
        },
      ],
    });
    expect(byHash(items, activity.failedSend)).toEqual({
      id: expect.any(String),
      metadata: {
        ...(await metadataOf(chain, activity.failedSend)),
        operationType: 'send',
        // The transfer's intended receiver, not the token contract.
        sentTo: BOB,
        status: 'failed',
      },
      transfers: [
        {
          fungible_info: expect.objectContaining({ symbol: 'USDC' }),
          direction: 'out',
          quantity: { numeric: '1000000' },
          value: 1_000_000,
          price: 1,
        },
      ],
    });
  });

  it('lists newest first and pages by cursor to the end with no duplicate and no gap', async () => {
    const pages = await allPages(ALICE);
    expect(pages.map((page) => page.data.length)).toEqual([HISTORY_PAGE_SIZE, 14]);
    expect(pages.map((page) => page.next === null)).toEqual([false, true]);
    const items = pages.flatMap((page) => page.data);
    // Frank's NFTs are not Alice's history.
    const { batch, otherChain, ownNft: _, ...single } = activity;
    const mine: { chain: DevnetChain; receipt: TransactionReceipt }[] = [
      ...Object.values(single).map((entry) => ({
        chain: devnet.chains[0],
        receipt: 'receipt' in entry ? entry.receipt : entry,
      })),
      ...batch.map((receipt) => ({ chain: devnet.chains[0], receipt })),
      { chain: devnet.chains[1], receipt: otherChain },
    ];
    const times = new Map<string, string>();
    for (const item of items) times.set(item.metadata.hash, item.metadata.minedAt);
    const order = (a: (typeof mine)[number], b: (typeof mine)[number]): number => {
      const time = (entry: (typeof mine)[number]) => times.get(entry.receipt.transactionHash) ?? '';
      if (time(a) !== time(b)) return time(a) < time(b) ? 1 : -1;
      if (a.chain.caipNetworkId !== b.chain.caipNetworkId)
        return a.chain.caipNetworkId < b.chain.caipNetworkId ? 1 : -1;
      if (a.receipt.blockNumber !== b.receipt.blockNumber)
        return a.receipt.blockNumber < b.receipt.blockNumber ? 1 : -1;
      return b.receipt.transactionIndex - a.receipt.transactionIndex;
    };
    const newestFirst = [...mine].sort(order);
    expect(items.map((item) => item.id)).toEqual(
      newestFirst.map(({ chain, receipt }) => `${chain.caipNetworkId}:${receipt.transactionHash}`),
    );
    // The batch was mined in one block: its 25 entries come last-in-block first.
    const batchItems = items.filter((item) =>
      activity.batch.some((r) => r.transactionHash === item.metadata.hash),
    );
    expect(batchItems.map((item) => item.transfers[0]?.quantity.numeric)).toEqual(
      Array.from({ length: 25 }, (_, index) => formatEther(parseEther('0.001') * BigInt(25 - index))),
    );
  });

  it('keeps to the chain asked for, and to on-ramp purchases with onramp=coinbase', async () => {
    const other = await get(ALICE, '&chainId=eip155:31338');
    expect(other.next).toBeNull();
    expect(other.data).toEqual([
      {
        id: `eip155:31338:${activity.otherChain.transactionHash}`,
        metadata: { ...(await metadataOf(devnet.chains[1], activity.otherChain)), operationType: 'receive' },
        transfers: [
          {
            fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: icon('ETH') } },
            direction: 'in',
            quantity: { numeric: '2' },
            value: 6000,
            price: 3000,
          },
        ],
      },
    ]);
    const first = (await allPages(ALICE, '&chainId=eip155:31337')).flatMap((page) => page.data);
    expect(first).toHaveLength(33);
    expect(first.every((item) => item.metadata.chain === 'eip155:31337')).toBe(true);
    const onramp = await get(ALICE, '&onramp=coinbase');
    expect(onramp.data.map((item) => item.metadata.hash)).toEqual([activity.onrampPurchase.transactionHash]);
    expect(onramp.data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: testAccount(9).address },
      transfers: [{ direction: 'in', quantity: { numeric: '50' } }],
    });
    expect(await get(BOB, '&onramp=coinbase')).toEqual({ data: [], next: null });
    expect(await get('0x00000000000000000000000000000000000b0b03')).toEqual({ data: [], next: null });
  });

  it('refuses bad input before indexing or reading anything, then serves a block mined just before', async () => {
    const [chain] = devnet.chains;
    const fresh =
      backend === 'pglite'
        ? '0x00000000000000000000000000000000000b0b11'
        : '0x00000000000000000000000000000000000b0b12';
    const mark = async () =>
      (
        await test.database.pool.query<{ last_block: string }>(
          "SELECT last_block FROM history_chains WHERE chain_id = 'eip155:31337'",
        )
      ).rows[0]?.last_block;
    const before = await mark();
    const payment = await devnetActor(chain, testAccount(4)).send({ to: fresh, value: parseEther('0.25') });
    const path = `/v1/account/${fresh}/history`;
    const cases: [string, number, string][] = [
      ['/v1/account/0x1234/history?projectId=latch-local', 400, 'account'],
      [
        '/v1/account/0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?projectId=latch-local',
        400,
        'account',
      ],
      [`${path}?projectId=latch-local&chainId=eip155:1`, 400, 'chainId'],
      [`${path}?projectId=latch-local&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, 400, 'chainId'],
      [`${path}?projectId=latch-local&cursor=not-a-cursor`, 400, 'cursor'],
      [
        `${path}?projectId=latch-local&cursor=${Buffer.from('1|eip155:1|x|0').toString('base64url')}`,
        400,
        'cursor',
      ],
      [`${path}?projectId=latch-local&onramp=moonpay`, 400, 'onramp'],
      [`${path}?projectId=ghost`, 403, 'projectId'],
      [path, 400, 'projectId'],
    ];
    for (const [url, status, field] of cases) {
      expectFailure(await app.inject({ method: 'GET', url }), status, field);
    }
    expect(await mark()).toBe(before);
    const page = await get(fresh, '&chainId=eip155:31337');
    expect(page.data.map((item) => item.metadata.hash)).toEqual([payment.transactionHash]);
    expect(BigInt((await mark()) ?? 0)).toBeGreaterThanOrEqual(payment.blockNumber);
  });
});

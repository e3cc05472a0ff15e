import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hash,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import {
  DEVNET_MNEMONIC,
  type DevnetChain,
  erc20Abi,
  uniswapV2RouterAbi,
  viemChain,
} from '../../devnet/index.js';
import { measureRoute, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

/** Transactions per mined block while filling the history. */
const PER_BLOCK = 25;

interface Request {
  readonly to: Address;
  readonly value?: bigint;
  readonly data?: `0x${string}`;
}

/**
 * Gives `holder` a long history on the chain: native payments in, USDC payments out and ETH → USDC
 * swaps, 25 transactions per block (automine paused). Returns how many transactions involve the holder.
 */
async function fillHistory(chain: DevnetChain, rounds: number): Promise<{ holder: Address; count: number }> {
  const transport = http(chain.rpcUrl);
  const payer = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 });
  const holderAccount = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
  const other = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 4 }).address;
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const anvil = createTestClient({ chain: viemChain(chain), mode: 'anvil', transport });
  const holder = holderAccount.address;
  const { USDC, WETH } = chain.tokens;
  const holderRequests: Request[] = [];
  const payerRequests: Request[] = [];
  for (let round = 0; round < rounds; round++) {
    payerRequests.push({ to: holder, value: parseEther('0.001') * BigInt(round + 1) });
    holderRequests.push(
      round % 5 === 4
        ? {
            to: chain.uniswapV2.router,
            value: parseEther('0.01'),
            data: encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactETHForTokens',
              args: [0n, [WETH.address, USDC.address], holder, maxUint256],
            }),
          }
        : {
            to: USDC.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [other, parseUnits('0.01', 6) * BigInt(round + 1)],
            }),
          },
    );
  }
  const senders = [
    { account: payer, requests: payerRequests },
    { account: holderAccount, requests: holderRequests },
  ];
  await anvil.setAutomine(false);
  try {
    for (const { account, requests } of senders) {
      const wallet = createWalletClient({ account, chain: viemChain(chain), transport });
      let nonce = await reader.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const hashes: Hash[] = [];
      for (const [index, request] of requests.entries()) {
        hashes.push(await wallet.sendTransaction({ ...request, gas: 300_000n, nonce: nonce++ }));
        if ((index + 1) % PER_BLOCK === 0) await anvil.mine({ blocks: 1 });
      }
      await anvil.mine({ blocks: 1 });
      const receipts = await Promise.all(hashes.map((hash) => reader.waitForTransactionReceipt({ hash })));
      if (receipts.some((receipt) => receipt.status !== 'success'))
        throw new Error('a history transaction failed');
    }
  } finally {
    await anvil.setAutomine(true);
  }
  return { holder, count: payerRequests.length + holderRequests.length };
}

interface Page {
  readonly data: readonly unknown[];
  readonly next: string | null;
}

/**
 * The history route on a real devnet and PGlite, for an account with 400 transactions (native in,
 * USDC out, swaps) indexed by the service's own indexer: the first page, a page deep in the history
 * (by cursor), and the first page of one chain. Every request also has the indexer check the chain's
 * head first (one eth_blockNumber, shared by concurrent requests).
 */
export function benchHistoryRoute(durationSeconds = 10): Promise<RouteFigures[]> {
  return withBenchDevnet('history', async (chain, dataDir) => {
    const { holder, count } = await fillHistory(chain, 200);
    return withBenchApi(dataDir, [chain], async (api) => {
      const base = `${api.url}/v1/account/${holder}/history?projectId=latch-local`;
      let cursor: string | null = null;
      let seen = 0;
      let deep: string | undefined;
      do {
        const page: Page = (await (
          await fetch(cursor === null ? base : `${base}&cursor=${cursor}`)
        ).json()) as Page;
        seen += page.data.length;
        cursor = page.next;
        if (seen === 200 && cursor !== null) deep = cursor;
      } while (cursor !== null);
      if (seen !== count || deep === undefined)
        throw new Error(`expected ${count} history items, got ${seen}`);
      return [
        await measureRoute('history, first page (20 of 400)', { url: base, duration: durationSeconds }),
        await measureRoute('history, page 11 by cursor', {
          url: `${base}&cursor=${deep}`,
          duration: durationSeconds,
        }),
        await measureRoute('history, one chain, first page', {
          url: `${base}&chainId=eip155:31337`,
          duration: durationSeconds,
        }),
      ];
    });
  });
}

import {
  type Address,
  createPublicClient,
  createWalletClient,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetNftAbi, erc20Abi, uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './abis.js';
import { type Anvil, startAnvil } from './anvil.js';
import { loadOwnArtifact, loadSeedArtifacts } from './artifacts.js';
import { deploySeed } from './deploySeed.js';
import { devnetAccounts } from './devnetAccounts.js';
import { freePort } from './freePort.js';
import { type DevnetChain, MULTICALL3_ADDRESS } from './manifest.js';
import { patientTransport } from './patientTransport.js';
import { viemChain } from './viemChain.js';

describe('deploySeed', () => {
  const prepared = devnetAccounts();
  const { accounts, treasury } = prepared;
  let anvil: Anvil;
  let chain: DevnetChain;
  let reader: PublicClient;

  beforeAll(async () => {
    anvil = (await startAnvil({ chainId: 31337, port: await freePort() }))._unsafeUnwrap();
    const artifacts = (await loadSeedArtifacts())._unsafeUnwrap();
    chain = await deploySeed({
      chainId: 31337,
      name: 'Seeded',
      rpcUrl: anvil.rpcUrl,
      accounts: prepared,
      artifacts,
    });
    reader = createPublicClient({ chain: viemChain(chain), transport: patientTransport(chain.rpcUrl) });
    // A whole seed (about 50 transactions) on a machine busy with other test files can take over 10 s.
  }, 30_000);
  afterAll(async () => {
    await anvil.stop();
  });

  it('describes the deployment: canonical Multicall3, test accounts in order, treasury = accounts[9]', () => {
    expect(chain).toMatchObject({
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Seeded',
      rpcUrl: anvil.rpcUrl,
    });
    expect(chain.multicall3).toBe(MULTICALL3_ADDRESS);
    expect(chain.accounts).toEqual(accounts.map((account) => account.address));
    expect(chain.treasury).toBe(treasury.address);
    expect(chain.seededAtBlock).toBe(46);
    expect(chain.farcaster?.users).toEqual(
      prepared.farcasterCustody.map((custody, index) => ({
        fid: 1001 + index,
        username: ['alice', 'bob', 'carol'][index],
        displayName: ['Alice', 'Bob', 'Carol'][index],
        custody: custody.address,
        custodyIndex: 20 + index,
      })),
    );
  });

  it('gives the NFT holder a token of the known collection and an unsolicited one of the airdrop, both after the seeded block', async () => {
    const nfts = chain.nfts;
    if (nfts === undefined) throw new Error('no NFTs recorded');
    const [collection] = nfts.collections;
    if (collection === undefined) throw new Error('no NFT collection recorded');
    expect(nfts.holder).toBe(accounts[7]?.address);
    expect(nfts.airdrop.sender).toBe(prepared.airdropper.address);
    expect(collection).toMatchObject({ name: 'Latch Pass', symbol: 'LPASS' });
    const owner = (address: Address, tokenId: bigint) =>
      reader.readContract({ address, abi: devnetNftAbi, functionName: 'ownerOf', args: [tokenId] });
    expect(await owner(collection.address, 1n)).toBe(nfts.holder);
    expect(await owner(nfts.airdrop.address, 7_777n)).toBe(nfts.holder);
    const airdropName = await reader.readContract({
      address: nfts.airdrop.address,
      abi: devnetNftAbi,
      functionName: 'name',
    });
    expect(airdropName).toBe('Claim $LATCH at latch-drop.xyz');
    // Mined after the seeded block, in order: the collection's mint, then the airdrop.
    const mints = await reader.getContractEvents({
      address: [collection.address, nfts.airdrop.address],
      abi: devnetNftAbi,
      eventName: 'Transfer',
      fromBlock: 0n,
    });
    expect(mints.map((log) => [log.address.toLowerCase(), log.args.to])).toEqual([
      [collection.address.toLowerCase(), nfts.holder],
      [nfts.airdrop.address.toLowerCase(), nfts.holder],
    ]);
    for (const mint of mints) expect(mint.blockNumber).toBeGreaterThan(BigInt(chain.seededAtBlock));
    // The holder paid nothing and sent nothing.
    expect(await reader.getTransactionCount({ address: nfts.holder })).toBe(0);
  });

  it('funds every test account and the treasury; reads them in one multicall through the canonical address', async () => {
    const { USDC, DAI, WETH } = chain.tokens;
    const balanceCalls = chain.accounts.flatMap((owner) =>
      [USDC, DAI, WETH].map(
        (token) =>
          ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
      ),
    );
    const balances = await reader.multicall({ contracts: balanceCalls, allowFailure: false });
    chain.accounts.forEach((owner, index) => {
      const extra = owner === chain.treasury ? 1_000_000n : 0n;
      expect(balances.slice(index * 3, index * 3 + 3)).toEqual([
        parseUnits(String(10_000n + extra), 6),
        parseUnits(String(10_000n + extra), 18),
        parseEther('10'),
      ]);
    });
    for (const owner of chain.accounts)
      expect(await reader.getBalance({ address: owner })).toBe(parseEther('10000'));
    expect(await reader.getTransactionCount({ address: chain.accounts[0] ?? '0x' })).toBe(0);

    const metadata = await reader.multicall({
      contracts: [USDC, DAI, WETH].flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'name' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'decimals' } as const,
      ]),
      allowFailure: false,
    });
    expect(metadata).toEqual([
      'USDC',
      'USD Coin',
      6,
      'DAI',
      'Dai Stablecoin',
      18,
      'WETH',
      'Wrapped Ether',
      18,
    ]);
  });

  it('serves the Multicall3 interface at 0xcA11…CA11, reverting like the canonical one', async () => {
    const { abi } = (await loadOwnArtifact('Multicall3'))._unsafeUnwrap();
    const at = { address: MULTICALL3_ADDRESS, abi } as const;
    expect(await reader.readContract({ ...at, functionName: 'getChainId' })).toBe(31337n);
    expect(
      await reader.readContract({ ...at, functionName: 'getEthBalance', args: [treasury.address] }),
    ).toBe(parseEther('10000'));
    expect(await reader.readContract({ ...at, functionName: 'getBlockNumber' })).toBe(
      await reader.getBlockNumber(),
    );

    const failing = {
      address: chain.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [treasury.address, accounts[0]?.address ?? '0x', 1n],
    } as const;
    const tolerant = await reader.multicall({
      contracts: [failing, { address: chain.tokens.USDC.address, abi: erc20Abi, functionName: 'decimals' }],
    });
    expect(tolerant[0]?.status).toBe('failure');
    expect(tolerant[1]).toEqual({ status: 'success', result: 6 });
    await expect(reader.multicall({ contracts: [failing], allowFailure: false })).rejects.toThrow();
  });

  it('records the pairs factory.getPair returns, with the seeded reserves', async () => {
    const { USDC, DAI, WETH } = chain.tokens;
    const { factory, pairs } = chain.uniswapV2;
    const getPair = (a: Address, b: Address) =>
      reader.readContract({
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      });
    expect(await getPair(USDC.address, DAI.address)).toBe(pairs['USDC/DAI']);
    expect(await getPair(WETH.address, USDC.address)).toBe(pairs['USDC/WETH']);

    const reserves = async (pair: Address, tokenA: Address) => {
      const [token0, [reserve0, reserve1]] = await Promise.all([
        reader.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        reader.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ]);
      return token0.toLowerCase() === tokenA.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    };
    expect(await reserves(pairs['USDC/DAI'], USDC.address)).toEqual([
      parseUnits('1000000', 6),
      parseUnits('1000000', 18),
    ]);
    expect(await reserves(pairs['USDC/WETH'], USDC.address)).toEqual([
      parseUnits('3000000', 6),
      parseEther('1000'),
    ]);
  });

  it('swaps USDC for WETH through the router, by exactly getAmountsOut', async () => {
    const trader = accounts[1];
    if (!trader) throw new Error('no account 1');
    const wallet = createWalletClient({
      account: trader,
      chain: viemChain(chain),
      transport: patientTransport(chain.rpcUrl),
    });
    const { USDC, WETH } = chain.tokens;
    const { router } = chain.uniswapV2;
    const amountIn = parseUnits('3000', 6);
    const path = [USDC.address, WETH.address] as const;
    const balances = () =>
      reader.multicall({
        contracts: [USDC, WETH].map(
          (token) =>
            ({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [trader.address],
            }) as const,
        ),
        allowFailure: false,
      });

    const [usdcBefore, wethBefore] = await balances();
    const quoted = await reader.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    const approve = await wallet.writeContract({
      address: USDC.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amountIn],
    });
    await reader.waitForTransactionReceipt({ hash: approve });
    const swap = await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, quoted[1] ?? 0n, path, trader.address, maxUint256],
    });
    expect((await reader.waitForTransactionReceipt({ hash: swap })).status).toBe('success');
    const [usdcAfter, wethAfter] = await balances();

    expect(quoted[0]).toBe(amountIn);
    // 3,000 USDC at ~3,000 USDC per WETH, minus the 0.3 % fee and price impact.
    expect(quoted[1]).toBeGreaterThan(parseEther('0.99'));
    expect(quoted[1]).toBeLessThan(parseEther('0.997'));
    expect((usdcBefore ?? 0n) - (usdcAfter ?? 0n)).toBe(amountIn);
    expect((wethAfter ?? 0n) - (wethBefore ?? 0n)).toBe(quoted[1]);
  });
});

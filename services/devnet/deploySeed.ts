import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseEther,
} from 'viem';
import {
  devnetNftAbi,
  erc20Abi,
  mintableErc20Abi,
  uniswapV2FactoryAbi,
  uniswapV2RouterAbi,
  wethAbi,
} from './abis.js';
import type { ContractArtifact, SeedArtifacts } from './artifacts.js';
import { type DevnetAccounts, FARCASTER_CUSTODY_FIRST_INDEX } from './devnetAccounts.js';
import { type DevnetChain, type DevnetToken, MULTICALL3_ADDRESS } from './manifest.js';
import { patientTransport } from './patientTransport.js';
import { SEED_PLAN, units } from './seedPlan.js';
import { createSeedSender } from './seedSender.js';
import { viemChain } from './viemChain.js';

export interface DeploySeedInput {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly accounts: DevnetAccounts;
  readonly artifacts: SeedArtifacts;
}

/**
 * Deploys and funds everything of SEED_PLAN on a fresh chain, all from the deployer, and describes
 * the result. Throws on any failed step. Wants automine: under interval mining it waits for blocks.
 */
export async function deploySeed(input: DeploySeedInput): Promise<DevnetChain> {
  const { artifacts } = input;
  const { accounts, treasury, deployer } = input.accounts;
  const chain = viemChain(input);
  const reader = createPublicClient({ chain, transport: patientTransport(input.rpcUrl, { batch: true }) });
  const wallet = createWalletClient({ account: deployer, chain, transport: patientTransport(input.rpcUrl) });
  const anvil = createTestClient({ chain, mode: 'anvil', transport: patientTransport(input.rpcUrl) });

  await anvil.setBalance({ address: deployer.address, value: SEED_PLAN.deployerBalanceWei });
  const sender = await createSeedSender({ wallet, reader });

  // Multicall3 keeps no state and no immutables: its runtime code works at the canonical address.
  const multicall = await sender.deploy('Multicall3', artifacts.Multicall3);
  await sender.confirmAll();
  const multicallCode = await reader.getCode({ address: multicall });
  if (!multicallCode) throw new Error('Multicall3 has no runtime code');
  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicallCode });

  const token = async (spec: Omit<DevnetToken, 'address'>, artifact: ContractArtifact, args?: unknown[]) => ({
    ...spec,
    address: await sender.deploy(spec.symbol, artifact, args),
  });
  const stablecoin = (spec: Omit<DevnetToken, 'address'>) =>
    token(spec, artifacts.MintableERC20, [spec.name, spec.symbol, spec.decimals, deployer.address]);
  const usdc = await stablecoin(SEED_PLAN.usdc);
  const dai = await stablecoin(SEED_PLAN.dai);
  const weth = await token(SEED_PLAN.weth, artifacts.WrappedEther);
  const factory = await sender.deploy('UniswapV2Factory', artifacts.UniswapV2Factory, [deployer.address]);
  const router = await sender.deploy('UniswapV2Router02', artifacts.UniswapV2Router02, [
    factory,
    weth.address,
  ]);

  const { usdcDaiPool, usdcWethPool } = SEED_PLAN;
  const mint = (coin: DevnetToken, to: Address, amount: bigint) =>
    sender.send(`minting ${coin.symbol}`, {
      to: coin.address,
      data: encodeFunctionData({
        abi: mintableErc20Abi,
        functionName: 'mint',
        args: [to, units(amount, coin.decimals)],
      }),
    });
  for (const coin of [usdc, dai]) {
    for (const account of accounts) {
      const extra = account.address === treasury.address ? SEED_PLAN.treasuryExtraStable : 0n;
      await mint(coin, account.address, SEED_PLAN.perAccountStable + extra);
    }
  }
  await mint(usdc, deployer.address, usdcDaiPool.usdc + usdcWethPool.usdc);
  await mint(dai, deployer.address, usdcDaiPool.dai);

  const perAccountWeth = parseEther(SEED_PLAN.perAccountWeth.toString());
  const wrap = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' });
  await sender.send('wrapping ether', {
    to: weth.address,
    data: wrap,
    value: perAccountWeth * BigInt(accounts.length),
  });
  for (const account of accounts) {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, perAccountWeth],
    });
    await sender.send('sending WETH', { to: weth.address, data });
  }

  const approve = (coin: DevnetToken, amount: bigint) =>
    sender.send(`approving ${coin.symbol}`, {
      to: coin.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, units(amount, coin.decimals)],
      }),
    });
  await approve(usdc, usdcDaiPool.usdc + usdcWethPool.usdc);
  await approve(dai, usdcDaiPool.dai);

  const usdcForDai = units(usdcDaiPool.usdc, usdc.decimals);
  const daiForUsdc = units(usdcDaiPool.dai, dai.decimals);
  const addStable = [usdc.address, dai.address, usdcForDai, daiForUsdc, usdcForDai, daiForUsdc] as const;
  await sender.send('adding USDC/DAI liquidity', {
    to: router,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidity',
      args: [...addStable, deployer.address, maxUint256],
    }),
  });
  const usdcForWeth = units(usdcWethPool.usdc, usdc.decimals);
  const wethForUsdc = parseEther(usdcWethPool.weth.toString());
  await sender.send('adding USDC/WETH liquidity', {
    to: router,
    value: wethForUsdc,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidityETH',
      args: [usdc.address, usdcForWeth, usdcForWeth, wethForUsdc, deployer.address, maxUint256],
    }),
  });
  // Last, so every address above stays what it was before the registry joined the seed.
  const farcasterUsers = SEED_PLAN.farcasterUsers.map((user, index) => {
    const custody = input.accounts.farcasterCustody[index];
    if (custody === undefined) throw new Error(`no custody key for Farcaster id ${user.fid}`);
    return { ...user, custody: custody.address, custodyIndex: FARCASTER_CUSTODY_FIRST_INDEX + index };
  });
  const idRegistry = await sender.deploy('FarcasterIdRegistry', artifacts.FarcasterIdRegistry, [
    deployer.address,
    farcasterUsers.map((user) => BigInt(user.fid)),
    farcasterUsers.map((user) => user.custody),
  ]);
  // The NFT collections, after everything else (earlier addresses unchanged): the deployer's known one, and the
  // airdrop one deployed by an unknown sender from its own nonce 0 (so its address is fixed too).
  const { nfts } = SEED_PLAN;
  const collection = await sender.deploy('the NFT collection', artifacts.DevnetNft, [
    nfts.collection.name,
    nfts.collection.symbol,
    deployer.address,
  ]);
  const { airdropper } = input.accounts;
  await anvil.setBalance({ address: airdropper.address, value: SEED_PLAN.airdropperBalanceWei });
  const airdropWallet = createWalletClient({
    account: airdropper,
    chain,
    transport: patientTransport(input.rpcUrl),
  });
  const airdropSender = await createSeedSender({ wallet: airdropWallet, reader });
  const airdrop = await airdropSender.deploy('the airdrop NFT collection', artifacts.DevnetNft, [
    nfts.airdrop.name,
    nfts.airdrop.symbol,
    airdropper.address,
  ]);
  await sender.confirmAll();
  // Sent last, so mined last: the end of deploying and funding.
  const seededAtBlock = await airdropSender.confirmAll();

  // History from here on: the holder gets a token of the known collection, then one it never asked for.
  const holder = accounts[nfts.holderIndex];
  if (holder === undefined) throw new Error(`no test account ${nfts.holderIndex} to hold the NFTs`);
  const mintNft = (to: Address, tokenId: bigint) =>
    encodeFunctionData({ abi: devnetNftAbi, functionName: 'mint', args: [to, tokenId] });
  await sender.send('minting an NFT', {
    to: collection,
    data: mintNft(holder.address, nfts.collection.tokenId),
  });
  await sender.confirmAll();
  await airdropSender.send('airdropping an NFT', {
    to: airdrop,
    data: mintNft(holder.address, nfts.airdrop.tokenId),
  });
  await airdropSender.confirmAll();

  const getPair = (a: Address, b: Address) =>
    reader.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    });
  const [usdcDai, usdcWeth] = await Promise.all([
    getPair(usdc.address, dai.address),
    getPair(usdc.address, weth.address),
  ]);

  return {
    chainId: input.chainId,
    caipNetworkId: `eip155:${input.chainId}`,
    name: input.name,
    rpcUrl: input.rpcUrl,
    multicall3: MULTICALL3_ADDRESS,
    tokens: { USDC: usdc, DAI: dai, WETH: weth },
    uniswapV2: {
      factory,
      router,
      pairs: { 'USDC/DAI': getAddress(usdcDai), 'USDC/WETH': getAddress(usdcWeth) },
    },
    treasury: treasury.address,
    accounts: accounts.map((account) => account.address),
    farcaster: { idRegistry, users: farcasterUsers },
    nfts: {
      collections: [{ name: nfts.collection.name, symbol: nfts.collection.symbol, address: collection }],
      airdrop: { address: airdrop, sender: airdropper.address },
      holder: holder.address,
    },
    seededAtBlock: Number(seededAtBlock),
  };
}

import { okAsync } from 'neverthrow';
import { createPublicClient, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erc20Abi } from './abis.js';
import { type Anvil, startAnvil } from './anvil.js';
import { loadSeedArtifacts, type SeedArtifacts } from './artifacts.js';
import { type DevnetAccounts, devnetAccounts } from './devnetAccounts.js';
import { freePort } from './freePort.js';
import type { DevnetChain } from './manifest.js';
import { patientTransport } from './patientTransport.js';
import { rpcCall } from './rpcCall.js';
import { seedChain } from './seed.js';
import { viemChain } from './viemChain.js';

describe('seedChain', () => {
  let anvil: Anvil;
  let prepared: { accounts: DevnetAccounts; artifacts: SeedArtifacts };
  let preparations = 0;
  const prepare = () => {
    preparations += 1;
    return okAsync(prepared);
  };
  const input = () => ({ chainId: 31337, name: 'Seed test', rpcUrl: anvil.rpcUrl, prepare, blockTime: 1 });
  let first: DevnetChain;

  beforeAll(async () => {
    prepared = { accounts: devnetAccounts(), artifacts: (await loadSeedArtifacts())._unsafeUnwrap() };
    anvil = (await startAnvil({ chainId: 31337, port: await freePort(), blockTime: 1 }))._unsafeUnwrap();
  });
  afterAll(async () => {
    await anvil.stop();
  });

  it('seeds a fresh chain under automine even with a block time, then restores interval mining', async () => {
    const outcome = (await seedChain(input()))._unsafeUnwrap();
    first = outcome.chain;
    expect(outcome.seeded).toBe(true);
    expect(preparations).toBe(1);
    // 44 transactions, one block each: interval mining (1 block/s) would have needed ~44 s.
    expect(first.seededAtBlock).toBeGreaterThanOrEqual(44);
    expect(await rpcCall(anvil.rpcUrl, 'anvil_getAutomine')).toBe(false);
  });

  it('reuses an intact recorded deployment without touching the chain', async () => {
    const blockBefore = await rpcCall(anvil.rpcUrl, 'eth_blockNumber');
    const outcome = (await seedChain({ ...input(), name: 'Renamed', recorded: first }))._unsafeUnwrap();
    expect(outcome.seeded).toBe(false);
    expect(outcome.chain).toEqual({ ...first, name: 'Renamed' });
    expect(preparations).toBe(1);
    expect(Number(await rpcCall(anvil.rpcUrl, 'eth_blockNumber'))).toBeLessThanOrEqual(
      Number(blockBefore) + 2,
    );
  });

  it('resets and reseeds a used chain whose recorded code is gone, to the same addresses and balances', async () => {
    await rpcCall(anvil.rpcUrl, 'anvil_setCode', [first.uniswapV2.router, '0x']);
    const outcome = (await seedChain({ ...input(), recorded: first }))._unsafeUnwrap();
    expect(outcome.seeded).toBe(true);
    expect(outcome.chain.tokens).toEqual(first.tokens);
    expect(outcome.chain.uniswapV2).toEqual(first.uniswapV2);
    const reader = createPublicClient({
      chain: viemChain(outcome.chain),
      transport: patientTransport(anvil.rpcUrl),
    });
    const usdc = await reader.readContract({
      address: first.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    // 10 × 10,000 + 1,000,000 (treasury) + 4,000,000 (pools): minted once, not twice.
    expect(usdc).toBe(5_100_000n * 10n ** 6n);
    expect(await reader.getBalance({ address: first.accounts[0] ?? '0x' })).toBe(parseEther('10000'));
  });

  it('reseeds a deployment recorded before the Farcaster ID registry, keeping every earlier address', async () => {
    const { farcaster: _, ...older } = first;
    const outcome = (await seedChain({ ...input(), recorded: older }))._unsafeUnwrap();
    expect(outcome.seeded).toBe(true);
    expect(outcome.chain).toMatchObject({ tokens: first.tokens, uniswapV2: first.uniswapV2 });
    expect(outcome.chain.farcaster).toEqual(first.farcaster);
  });

  it('reseeds a deployment recorded before the NFTs, keeping every earlier address', async () => {
    const { nfts: _, ...older } = first;
    const outcome = (await seedChain({ ...input(), recorded: older }))._unsafeUnwrap();
    expect(outcome.seeded).toBe(true);
    expect(outcome.chain).toMatchObject({ tokens: first.tokens, farcaster: first.farcaster });
    expect(outcome.chain.nfts).toEqual(first.nfts);
  });

  it('does not reuse a deployment recorded for another chain id', async () => {
    const outcome = (await seedChain({ ...input(), recorded: { ...first, chainId: 1 } }))._unsafeUnwrap();
    expect(outcome.seeded).toBe(true);
  });

  it('reports a failure as SEED_FAILED naming the chain', async () => {
    const result = await seedChain({ ...input(), rpcUrl: `http://127.0.0.1:${await freePort()}` });
    expect(result.isErr() && result.error.code).toBe('SEED_FAILED');
    expect(result.isErr() && result.error.message).toContain('Seeding chain 31337');
  });
});

import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC, NATIVE_TOKEN_ADDRESS, viemChain } from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';
import { uniswapV2RouterAbi } from '../swap/uniswapV2Abis.js';
import { useDevnetApi } from '../testing/devnetApi.js';
import { expectFailure } from '../testing/testApi.js';

const getReservesAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
      { name: 'blockTimestampLast', type: 'uint32' },
    ],
  },
] as const;

describe('/v1/convert/* (Uniswap V2 on a seeded devnet, PGlite)', () => {
  const api = useDevnetApi({ localProject: true });
  let reader: PublicClient;
  const caip = (address: string) => `eip155:31337:${address}`;
  const get = (path: string, query: Record<string, string>) =>
    api.app.inject({
      method: 'GET',
      url: `/v1/convert/${path}`,
      query: { projectId: 'latch-local', ...query },
      headers: { host: 'api.test' },
    });
  const buildTransaction = (body: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction?projectId=latch-local',
      payload: body,
    });
  const wallet = (index: number) =>
    createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }),
      chain: viemChain(api.devnet.chain),
      transport: patientTransport(api.devnet.chain.rpcUrl),
    });
  const balanceOf = (token: Hex, owner: Hex) =>
    reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  /** Uniswap V2's getAmountOut over a pair's reserves, worked out here. */
  const amountOut = async (pair: Hex, tokenIn: Hex, amountIn: bigint) => {
    const [reserve0, reserve1] = await reader.readContract({
      address: pair,
      abi: getReservesAbi,
      functionName: 'getReserves',
    });
    const token0 = await reader.readContract({
      address: pair,
      abi: [
        {
          type: 'function',
          name: 'token0',
          stateMutability: 'view',
          inputs: [],
          outputs: [{ type: 'address' }],
        },
      ],
      functionName: 'token0',
    });
    const [reserveIn, reserveOut] =
      token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    const withFee = amountIn * 997n;
    return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
  };

  beforeAll(() => {
    reader = createPublicClient({
      chain: viemChain(api.devnet.chain),
      transport: patientTransport(api.devnet.chain.rpcUrl),
    });
  });

  it('lists the swappable tokens of a devnet chain', async () => {
    const { USDC, DAI, WETH } = api.devnet.chain.tokens;
    const response = await get('tokens', { chainId: 'eip155:31337' });
    expect(response.statusCode).toBe(200);
    const token = (symbol: string, name: string, address: string, decimals: number) => ({
      name,
      symbol,
      address: caip(address),
      decimals,
      logoUri: `http://127.0.0.1/token-icons/${symbol}.svg`,
      eip2612: false,
    });
    expect(response.json()).toEqual({
      tokens: [
        token('ETH', 'Ether', NATIVE_TOKEN_ADDRESS, 18),
        token('USDC', 'USD Coin', USDC.address, 6),
        token('DAI', 'Dai Stablecoin', DAI.address, 18),
        token('WETH', 'Wrapped Ether', WETH.address, 18),
      ],
    });
  });

  it('quotes a direct pair from the pool reserves', async () => {
    const { USDC, DAI } = api.devnet.chain.tokens;
    const amount = 250_000_000n;
    const response = await get('quotes', {
      amount: amount.toString(),
      from: caip(USDC.address),
      to: caip(DAI.address),
      userAddress: caip(api.devnet.chain.accounts[1] ?? ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: caip(USDC.address),
          toAmount: (
            await amountOut(api.devnet.chain.uniswapV2.pairs['USDC/DAI'], USDC.address, amount)
          ).toString(),
          toAccount: caip(DAI.address),
        },
      ],
    });
  });

  it('routes native ether to DAI through the pools that exist (WETH → USDC → DAI)', async () => {
    const { USDC, DAI } = api.devnet.chain.tokens;
    const amount = 10n ** 17n;
    const response = await get('quotes', {
      amount: amount.toString(),
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(DAI.address),
      userAddress: caip(api.devnet.chain.accounts[1] ?? ''),
    });
    const usdc = await amountOut(
      api.devnet.chain.uniswapV2.pairs['USDC/WETH'],
      api.devnet.chain.tokens.WETH.address,
      amount,
    );
    const dai = await amountOut(api.devnet.chain.uniswapV2.pairs['USDC/DAI'], USDC.address, usdc);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quotes: [{ toAmount: dai.toString() }] });
  });

  it('reports gas prices in wei, standard ≤ fast ≤ instant, at least the base fee', async () => {
    const response = await get('gas-price', { chainId: 'eip155:31337' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { standard: string; fast: string; instant: string };
    expect(Object.keys(body).sort()).toEqual(['fast', 'instant', 'standard']);
    const block = await reader.getBlock();
    expect(BigInt(body.standard) >= (block.baseFeePerGas ?? 0n)).toBe(true);
    expect(BigInt(body.fast)).toBe((BigInt(body.standard) * 125n) / 100n);
    expect(BigInt(body.instant)).toBe((BigInt(body.standard) * 150n) / 100n);
  });

  it('approves, then builds a USDC → DAI swap that executes and pays at least amountOutMin', async () => {
    const { USDC, DAI } = api.devnet.chain.tokens;
    const user = wallet(4);
    const owner = user.account.address;
    const allowanceOf = async () =>
      (await get('allowance', { tokenAddress: caip(USDC.address), userAddress: caip(owner) })).json();
    expect(await allowanceOf()).toEqual({ allowance: '0' });

    const approve = await get('build-approve', { from: caip(USDC.address), to: caip(DAI.address) });
    expect(approve.statusCode).toBe(200);
    const approveTx = (approve.json() as { tx: { from: string; to: string; data: Hex; value: string } }).tx;
    expect(approveTx).toMatchObject({
      from: caip(USDC.address),
      to: caip(api.devnet.chain.uniswapV2.router),
      value: '0',
      eip155: { gasPrice: expect.stringMatching(/^[1-9][0-9]*$/) },
    });
    await reader.waitForTransactionReceipt({
      hash: await user.sendTransaction({ to: USDC.address, data: approveTx.data }),
    });
    expect(await allowanceOf()).toEqual({ allowance: maxUint256.toString() });

    const amount = 500_000_000n;
    const quote = (await amountOut(
      api.devnet.chain.uniswapV2.pairs['USDC/DAI'],
      USDC.address,
      amount,
    )) as bigint;
    const before = Math.floor(Date.now() / 1000);
    const response = await buildTransaction({
      amount: amount.toString(),
      from: caip(USDC.address),
      to: caip(DAI.address),
      userAddress: caip(owner),
      eip155: { slippage: '1' },
    });
    expect(response.statusCode).toBe(200);
    const { tx } = response.json() as {
      tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } };
    };
    expect(tx).toMatchObject({ from: caip(owner), to: caip(api.devnet.chain.uniswapV2.router), amount: '0' });
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data });
    expect(call.functionName).toBe('swapExactTokensForTokens');
    const [amountIn, amountOutMin, path, recipient, deadline] = call.args as readonly [
      bigint,
      bigint,
      readonly Hex[],
      Hex,
      bigint,
    ];
    expect({ amountIn, amountOutMin, path, recipient }).toEqual({
      amountIn: amount,
      amountOutMin: (quote * 99n) / 100n,
      path: [USDC.address.toLowerCase(), DAI.address.toLowerCase()].map((a) =>
        expect.stringMatching(new RegExp(a, 'i')),
      ),
      recipient: expect.stringMatching(new RegExp(owner, 'i')),
    });
    expect(Number(deadline) - before).toBeGreaterThanOrEqual(20 * 60 - 5);
    const estimate = await reader.estimateGas({
      account: owner,
      to: api.devnet.chain.uniswapV2.router,
      data: tx.data,
    });
    expect(BigInt(tx.eip155.gas)).toBe((estimate * 110n) / 100n);

    const daiBefore = await balanceOf(DAI.address, owner);
    const receipt = await reader.waitForTransactionReceipt({
      hash: await user.sendTransaction({
        to: api.devnet.chain.uniswapV2.router,
        data: tx.data,
        gas: BigInt(tx.eip155.gas),
        gasPrice: BigInt(tx.eip155.gasPrice),
      }),
    });
    expect(receipt.status).toBe('success');
    const received = (await balanceOf(DAI.address, owner)) - daiBefore;
    expect(received >= amountOutMin).toBe(true);
    expect(received).toBe(quote);
  });

  it('builds a native ether swap that sends the amount as value and executes', async () => {
    const { DAI } = api.devnet.chain.tokens;
    const user = wallet(5);
    const owner = user.account.address;
    const amount = 10n ** 16n;
    const response = await buildTransaction({
      amount: amount.toString(),
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(DAI.address),
      userAddress: caip(owner),
      eip155: { slippage: '0.5' },
      disableEstimate: true,
    });
    expect(response.statusCode).toBe(200);
    const { tx } = response.json() as {
      tx: { data: Hex; amount: string; eip155: { gas: string; gasPrice: string } };
    };
    expect(tx.amount).toBe(amount.toString());
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data });
    expect(call.functionName).toBe('swapExactETHForTokens');
    const amountOutMin = call.args[0] as bigint;
    const daiBefore = await balanceOf(DAI.address, owner);
    const receipt = await reader.waitForTransactionReceipt({
      hash: await user.sendTransaction({
        to: api.devnet.chain.uniswapV2.router,
        data: tx.data,
        value: BigInt(tx.amount),
        gas: BigInt(tx.eip155.gas),
        gasPrice: BigInt(tx.eip155.gasPrice),
      }),
    });
    expect(receipt.status).toBe('success');
    expect((await balanceOf(DAI.address, owner)) - daiBefore >= amountOutMin).toBe(true);
  });

  it('needs no approval for the native currency', async () => {
    const owner = api.devnet.chain.accounts[6] ?? '';
    expect(
      (await get('allowance', { tokenAddress: caip(NATIVE_TOKEN_ADDRESS), userAddress: caip(owner) })).json(),
    ).toEqual({
      allowance: maxUint256.toString(),
    });
    const approve = await get('build-approve', {
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(api.devnet.chain.tokens.DAI.address),
    });
    expectFailure(approve, 400, 'from');
  });

  it('answers networks outside the swap list with the catalogue texts', async () => {
    const reasons = async (response: ReturnType<typeof get>) => (await response).json();
    expect(await reasons(get('tokens', { chainId: 'eip155:5' }))).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'chainId', description: 'Network not supported for Swaps' }],
    });
    expect(await reasons(get('gas-price', { chainId: 'eip155:5' }))).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'chainId', description: 'Network not supported for Gas Price' }],
    });
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
    expect(
      await reasons(get('quotes', { amount: '1', from: solana, to: solana, userAddress: solana })),
    ).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'from', description: 'Network not supported for Swaps' }],
    });
    // On the SPEC list, but no provider of this service serves it.
    expectFailure(await get('tokens', { chainId: 'eip155:1' }), 503, 'chainId');
  });

  it('refuses bad input with the error body', async () => {
    const { USDC, DAI } = api.devnet.chain.tokens;
    const owner = caip(api.devnet.chain.accounts[7] ?? '');
    const swap = {
      amount: '1000',
      from: caip(USDC.address),
      to: caip(DAI.address),
      userAddress: owner,
      eip155: { slippage: '1' },
    };
    const cases: [Promise<Parameters<typeof expectFailure>[0]>, string][] = [
      [buildTransaction({ ...swap, amount: '0' }), 'amount'],
      [buildTransaction({ ...swap, amount: '1.5' }), 'amount'],
      [buildTransaction({ ...swap, amount: `1${'0'.repeat(77)}` }), 'amount'],
      [buildTransaction({ ...swap, eip155: { slippage: '0' } }), 'eip155.slippage'],
      [buildTransaction({ ...swap, eip155: { slippage: '51' } }), 'eip155.slippage'],
      [buildTransaction({ ...swap, from: 'eip155:31337:0x12' }), 'from'],
      [buildTransaction({ ...swap, to: `eip155:10:${DAI.address}` }), 'to'],
      [buildTransaction({ ...swap, to: caip('0x000000000000000000000000000000000000dead') }), 'to'],
      [buildTransaction({ ...swap, to: caip(USDC.address) }), 'to'],
      // The swap would revert: this account approved nothing.
      [buildTransaction(swap), 'userAddress'],
      [get('quotes', { amount: '1', from: caip(USDC.address), to: caip(DAI.address) }), 'userAddress'],
      [get('allowance', { tokenAddress: caip(USDC.address), userAddress: 'nope' }), 'userAddress'],
      [get('tokens', { chainId: '31337' }), 'chainId'],
      [get('build-approve', { from: caip(USDC.address), to: caip(DAI.address), amount: '-1' }), 'amount'],
      [api.app.inject({ method: 'GET', url: '/v1/convert/tokens?chainId=eip155:31337' }), 'projectId'],
    ];
    for (const [pending, field] of cases) expectFailure(await pending, 400, field);
  });
});

import type { FastifyInstance } from 'fastify';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '../../devnet/index.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';
import {
  closedPort,
  type RecordingProxy,
  rpc,
  startRecordingProxy,
  startTestDevnet,
  type TestDevnet,
  unreachableChain,
} from '../testing/testDevnet.js';

const HOST = { host: '127.0.0.1:8787' };
const FRESH = '0x00000000000000000000000000000000000b0b01';
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('GET /v1/account/:address/balance (seeded devnet, PGlite)', () => {
  let test: TestDatabase;
  let devnet: TestDevnet;
  let proxy: RecordingProxy;
  let app: FastifyInstance;
  const url = (address: string, extra = '') =>
    `/v1/account/${address}/balance?projectId=latch-local&currency=usd&chainId=eip155:31337${extra}`;

  beforeAll(async () => {
    [test, devnet] = await Promise.all([
      openTestDatabase('pglite', { localProject: true }),
      startTestDevnet(),
    ]);
    proxy = await startRecordingProxy(devnet.chain.rpcUrl);
    const down = unreachableChain(devnet.chain, await closedPort());
    app = await buildTestApi(test, { chains: [{ ...devnet.chain, rpcUrl: proxy.url }, down] });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await devnet?.stop();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('returns native and token balances with exact quantities, pool prices and values, in one multicall', async () => {
    const before = proxy.bodies.length;
    const response = await app.inject({ method: 'GET', url: url(ACCOUNT_0), headers: HOST });
    expect(response.statusCode).toBe(200);
    const chainId = 'eip155:31337';
    const icon = (symbol: string) => `http://127.0.0.1/token-icons/${symbol}.svg`;
    expect(response.json()).toEqual({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          address: `${chainId}:${NATIVE_TOKEN_ADDRESS}`,
          value: 30_000_000,
          price: 3000,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: icon('ETH'),
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId,
          address: `${chainId}:${devnet.chain.tokens.USDC.address}`,
          value: 10_000,
          price: 1,
          quantity: { decimals: '6', numeric: '10000' },
          iconUrl: icon('USDC'),
        },
        {
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          chainId,
          address: `${chainId}:${devnet.chain.tokens.DAI.address}`,
          value: 10_000,
          price: 1,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: icon('DAI'),
        },
        {
          name: 'Wrapped Ether',
          symbol: 'WETH',
          chainId,
          address: `${chainId}:${devnet.chain.tokens.WETH.address}`,
          value: 30_000,
          price: 3000,
          quantity: { decimals: '18', numeric: '10' },
          iconUrl: icon('WETH'),
        },
      ],
    });
    const calls = proxy.bodies.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'eth_call',
      params: [{ to: devnet.chain.multicall3 }, expect.anything()],
    });
  });

  it('leaves zero token balances out but keeps native, and serves the icons it links', async () => {
    const response = await app.inject({ method: 'GET', url: url(FRESH), headers: HOST });
    expect(response.json()).toMatchObject({
      balances: [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '0' }, value: 0, price: 3000 }],
    });
    expect(response.json()).toHaveProperty('balances.length', 1);
    const icon = await app.inject({ method: 'GET', url: '/token-icons/ETH.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toMatch(/^<svg [^>]+>.*ETH.*<\/svg>$/);
    expectFailure(await app.inject({ method: 'GET', url: '/token-icons/NOPE.svg' }), 404, 'file');
  });

  it('serves from its cache until forceUpdate names a token', async () => {
    const address = '0x00000000000000000000000000000000000b0b02';
    expect((await app.inject({ method: 'GET', url: url(address) })).json()).toMatchObject({
      balances: [{ quantity: { numeric: '0' } }],
    });
    await rpc(devnet.chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1.5').toString(16)}`]);
    const calls = proxy.bodies.length;
    expect((await app.inject({ method: 'GET', url: url(address) })).json()).toMatchObject({
      balances: [{ quantity: { numeric: '0' } }],
    });
    expect(proxy.bodies.length).toBe(calls);
    const forced = await app.inject({
      method: 'GET',
      url: url(address, `&forceUpdate=eip155:31337:${NATIVE_TOKEN_ADDRESS}`),
    });
    expect(forced.json()).toMatchObject({ balances: [{ quantity: { numeric: '1.5' }, value: 4500 }] });
  });

  it('refuses malformed addresses, chains and forceUpdate lists with 400 on the right field', async () => {
    const cases: [string, string][] = [
      [url('0x1234'), 'address'],
      [url('not-an-address'), 'address'],
      [url('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), 'address'], // bad EIP-55 checksum
      [`/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&currency=usd&chainId=eip155:1`, 'chainId'],
      [`/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&currency=usd&chainId=solana:abc`, 'chainId'],
      [`/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&currency=usd`, 'chainId'],
      [
        `/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&currency=eur&chainId=eip155:31337`,
        'currency',
      ],
      [url(ACCOUNT_0, '&forceUpdate=eip155:31337:0x12'), 'forceUpdate'],
    ];
    for (const [path, field] of cases) {
      const failure = expectFailure(await app.inject({ method: 'GET', url: path }), 400, field);
      expect(failure.reasons[0]?.description).not.toBe('');
    }
    const unsupported = await app.inject({
      method: 'GET',
      url: `/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&chainId=eip155:1`,
    });
    expect(unsupported.json()).toMatchObject({
      reasons: [{ description: 'Chain eip155:1 is not supported' }],
    });
  });

  it("answers 502 when the chain's node does not answer", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${ACCOUNT_0}/balance?projectId=latch-local&chainId=eip155:99999`,
    });
    expect(expectFailure(response, 502, 'chainId').reasons[0]?.description).toBe(
      'Chain eip155:99999 is unavailable',
    );
  });

  it('needs a configured project', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${ACCOUNT_0}/balance?projectId=ghost&chainId=eip155:31337`,
    });
    expectFailure(response, 403, 'projectId');
  });
});

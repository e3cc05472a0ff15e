import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaChainReader } from '../../../adapters/chain/solana/createSolanaChainReader.js';
import { createDataServiceClient } from '../../../adapters/data-service/createDataServiceClient.js';
import { parseTokenBalances, toTokenRows } from '../../../core/kernel/balances/store.js';
import { isNativeToken } from '../../../core/kernel/tokens/index.js';
import type { OnrampOptions } from '../../../ports/index.js';
import { freePort } from '../../devnet/freePort.js';
import { solanaDevnetKeys } from '../../solana-devnet/seedKeys.js';
import { type SolanaDevnet, startSolanaDevnet } from '../../solana-devnet/startSolanaDevnet.js';
import { HOOK_TIMEOUT_MS } from '../testing/hookTimeout.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabases.js';
import { closedPort } from '../testing/testDevnet.js';

const HOST = { host: '127.0.0.1:8787' };
/** A second cluster id whose node is not running. */
const DOWN_CLUSTER = 'solana:DownDownDownDownDownDownDownDown';

describe('Solana on the data service (in-process Solana devnet, PGlite)', () => {
  let test: TestDatabase;
  let devnet: SolanaDevnet;
  let app: FastifyInstance;
  const keys = solanaDevnetKeys();
  const alice = (keys.accounts[4] as Keypair).publicKey.toBase58();
  let cluster: `solana:${string}`;
  let url = '';
  const balance = (account: string, query: string) =>
    app.inject({
      method: 'GET',
      url: `/v1/account/${account}/balance?projectId=latch-local${query}`,
      headers: HOST,
    });
  const rpc = (body: unknown, chainId = cluster) =>
    app.inject({
      method: 'POST',
      url: `/v1?chainId=${chainId}&projectId=latch-local`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    [test, devnet] = await Promise.all([
      openTestDatabase('pglite', { localProject: true }),
      freePort().then((port) => startSolanaDevnet({ port, slotMs: 100 })),
    ]);
    cluster = devnet.manifest.caipNetworkId;
    const down = {
      ...devnet.manifest,
      caipNetworkId: DOWN_CLUSTER,
      rpcUrl: `http://127.0.0.1:${await closedPort()}`,
    } as const;
    app = await buildTestApi(test, { solanaClusters: [devnet.manifest, down] });
    // Also over loopback HTTP, for the client adapters below.
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await devnet?.stop();
    await test?.cleanup();
  }, HOOK_TIMEOUT_MS);

  it('lists the Solana devnet among the supported chains', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=latch-local' });
    expect(response.json()).toEqual({ http: [cluster, DOWN_CLUSTER], ws: [] });
  });

  it('answers SOL and the SPL USDC of an address, plain with chainId or as a CAIP-10 account', async () => {
    const response = await balance(alice, `&currency=usd&chainId=${cluster}`);
    expect(response.statusCode).toBe(200);
    const icon = (symbol: string) => `${url}/token-icons/${symbol}.svg`;
    expect(response.json()).toEqual({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: cluster,
          price: 0,
          quantity: { decimals: '9', numeric: '100' },
          iconUrl: icon('SOL'),
        },
        {
          name: devnet.manifest.tokens.USDC.name,
          symbol: 'USDC',
          chainId: cluster,
          address: `${cluster}:${devnet.manifest.tokens.USDC.mint}`,
          value: 10_000,
          price: 1,
          quantity: { decimals: '6', numeric: '10000' },
          iconUrl: icon('USDC'),
        },
      ],
    });
    const caip = await balance(`${cluster}:${alice}`, '');
    expect(caip.json()).toEqual(response.json());
    const icons = await app.inject({ method: 'GET', url: '/token-icons/SOL.svg' });
    expect(icons.statusCode).toBe(200);
  });

  it("reaches the client: the data-service client's answer parses into the Account view's rows", async () => {
    const client = createDataServiceClient({
      baseUrl: url,
      projectId: 'latch-local',
      sdkType: 'latch',
      sdkVersion: 'test',
    });
    expect((await client.chains.getSupportedChains()).http).toContain(cluster);
    const answer = await client.balance.getBalance({ address: alice, chainId: cluster, currency: 'usd' });
    const balances = parseTokenBalances(answer.balances, cluster);
    expect(balances.map(isNativeToken)).toEqual([true, false]);
    expect(toTokenRows(balances).map(({ symbol, quantity, value }) => ({ symbol, quantity, value }))).toEqual(
      [
        { symbol: 'SOL', quantity: '100.000', value: { kind: 'unavailable' } },
        {
          symbol: 'USDC',
          quantity: '10,000.000',
          value: { kind: 'amount', negative: false, dollars: '10,000', pennies: '00' },
        },
      ],
    );
  });

  it('keeps SOL at zero for a fresh address, serves from its cache until forceUpdate', async () => {
    const fresh = Keypair.generate().publicKey;
    const query = `&chainId=${cluster}`;
    expect((await balance(fresh.toBase58(), query)).json()).toEqual({
      balances: [expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } })],
    });
    const connection = new Connection(devnet.manifest.rpcUrl, 'confirmed');
    await connection.requestAirdrop(fresh, 1.5 * LAMPORTS_PER_SOL);
    expect((await balance(fresh.toBase58(), query)).json()).toMatchObject({
      balances: [{ quantity: { numeric: '0' } }],
    });
    const forced = await balance(
      fresh.toBase58(),
      `${query}&forceUpdate=${cluster}:${devnet.manifest.tokens.USDC.mint}`,
    );
    expect(forced.json()).toMatchObject({ balances: [{ symbol: 'SOL', quantity: { numeric: '1.5' } }] });
  });

  it('refuses malformed accounts and chains with 400 on the right field', async () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const cases: [string, string, string][] = [
      ['1'.repeat(33), `&chainId=${cluster}`, 'address'], // base58, but 33 bytes
      ['0OIl'.repeat(9), `&chainId=${cluster}`, 'address'], // not base58
      [evm, `&chainId=${cluster}`, 'address'],
      [alice, '&chainId=eip155:31337', 'address'],
      [alice, '', 'chainId'],
      [alice, '&chainId=solana:short', 'chainId'],
      [alice, '&chainId=solana:11111111111111111111111111111111', 'chainId'], // not served
      [`${cluster}:${alice}`, `&chainId=${DOWN_CLUSTER}`, 'chainId'],
      [`${cluster}:${'1'.repeat(33)}`, '', 'address'],
      [alice, `&chainId=${cluster}&forceUpdate=${cluster}:nope`, 'forceUpdate'],
    ];
    for (const [account, query, field] of cases) {
      const failure = expectFailure(await balance(account, query), 400, field);
      expect(failure.reasons[0]?.description).not.toBe('');
    }
  });

  it("answers 502 when the cluster's node does not answer", async () => {
    const response = await balance(alice, `&chainId=${DOWN_CLUSTER}`);
    expect(expectFailure(response, 502, 'chainId').reasons[0]?.description).toBe(
      `Chain ${DOWN_CLUSTER} is unavailable`,
    );
  });

  it('proxies Solana reads, single and batched, to the cluster', async () => {
    const single = await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [alice] });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ id: 1, result: { value: 100 * LAMPORTS_PER_SOL } });
    const batch = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
      {
        jsonrpc: '2.0',
        id: 'b',
        method: 'getTokenAccountsByOwner',
        params: [alice, { mint: devnet.manifest.tokens.USDC.mint }, { encoding: 'jsonParsed' }],
      },
    ]);
    const [genesis, tokens] = batch.json() as [{ result: string }, { result: { value: unknown[] } }];
    expect(genesis.result).toBe(devnet.manifest.genesisHash);
    expect(tokens.result.value).toHaveLength(1);
  });

  it('is enough for the Solana ChainReader: balances, fee + rent and confirmation through the proxy', async () => {
    const reader = createSolanaChainReader({ pollingIntervalMs: 50, confirmTimeoutMs: 5_000 });
    const network = {
      id: cluster.slice('solana:'.length),
      name: devnet.manifest.name,
      chainNamespace: 'solana',
      caipNetworkId: cluster,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [`${url}/v1?chainId=${cluster}&projectId=latch-local`] } },
    } as const;
    expect(await reader.getNativeBalance({ address: alice, network })).toBe(100n * BigInt(LAMPORTS_PER_SOL));
    expect(await reader.getSplTokenBalances({ address: alice, network })).toMatchObject([
      { mint: devnet.manifest.tokens.USDC.mint, amount: 10_000_000_000n, decimals: 6 },
    ]);
    // Sending is the wallet's: straight to the devnet. Fee, rent and confirmation are read through the proxy.
    const payer = keys.accounts[5] as Keypair;
    const direct = new Connection(devnet.manifest.rpcUrl, 'confirmed');
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await direct.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    expect(
      await reader.estimateSolanaFee({
        message: transaction.serializeMessage(),
        newAccountSizes: [0],
        network,
      }),
    ).toEqual({ fee: 5_000n, rent: BigInt(await direct.getMinimumBalanceForRentExemption(0)) });
    transaction.sign(payer);
    const hash = await direct.sendRawTransaction(transaction.serialize());
    expect(await reader.waitForTransaction({ hash, network })).toMatchObject({ hash, status: 'success' });
    reader.dispose();
  });

  it('refuses what changes or scans the ledger, and EVM methods, before the node sees them', async () => {
    const lamports = async () =>
      (
        (await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [alice] })).json() as {
          result: { value: number };
        }
      ).result.value;
    const before = await lamports();
    for (const method of ['requestAirdrop', 'sendTransaction', 'getProgramAccounts', 'eth_chainId']) {
      const refused = await rpc([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method, params: [alice, LAMPORTS_PER_SOL] },
      ]);
      expect(expectFailure(refused, 400, 'body.1').reasons[0]?.description).toBe(
        `Invalid JSON-RPC request: ${method} is not available through the proxy`,
      );
    }
    expect(await lamports()).toBe(before);
    const down = await rpc({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, DOWN_CLUSTER);
    expectFailure(down, 502, 'chainId');
  });

  it('sells USDC on the Solana devnet: options, a quote with no network fee, a checkout paid from the treasury', async () => {
    const options = (
      await app.inject({ method: 'GET', url: '/v1/onramp/options?projectId=latch-local' })
    ).json() as OnrampOptions;
    const usdc = options.purchaseCurrencies.find((currency) => currency.id === 'USDC');
    const entry = {
      name: cluster,
      display_name: devnet.manifest.name,
      chain_id: cluster.slice('solana:'.length),
      contract_address: devnet.manifest.tokens.USDC.mint,
    };
    expect(usdc?.networks).toContainEqual(entry);
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC']);
    const quote = await app.inject({
      method: 'POST',
      url: '/v1/onramp/quote?projectId=latch-local',
      payload: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: cluster },
    });
    expect(quote.json()).toMatchObject({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'USDC' },
    });
    const buyer = Keypair.generate().publicKey.toBase58();
    const urlFor = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=latch-local',
        payload: {
          destinationWallets: [{ address, blockchains: [cluster], assets: ['USDC'] }],
          partnerUserId: address,
          presetFiatAmount: 50,
        },
        headers: HOST,
      });
    // An EVM address cannot be paid on the Solana devnet; nor the off-curve address of a token account.
    expectFailure(await urlFor('0x00000000000000000000000000000000000000aa'), 400, 'addresses');
    const offCurve = getAssociatedTokenAddressSync(
      new PublicKey(devnet.manifest.tokens.USDC.mint),
      new PublicKey(buyer),
    ).toBase58();
    expectFailure(await urlFor(offCurve), 400, 'addresses');
    const issued = await urlFor(buyer);
    expect(issued.statusCode).toBe(200);
    const checkout = new URL((issued.json() as { url: string }).url);
    const path = `${checkout.pathname}${checkout.search}`;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(`${buyer}</span> on ${devnet.manifest.name}`);
    const paid = await app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams({
        asset: 'USDC',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(`49 USDC sent to <span class="address">${buyer}</span>`);
    const held = (await balance(buyer, `&currency=usd&chainId=${cluster}`)).json() as {
      balances: { symbol: string; quantity: { numeric: string } }[];
    };
    expect(held.balances.find((row) => row.symbol === 'USDC')?.quantity.numeric).toBe('49');
  });
});

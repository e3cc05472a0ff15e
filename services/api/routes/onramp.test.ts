import { createPublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';
import { useDevnetApi } from '../testing/devnetApi.js';
import { expectFailure } from '../testing/testApi.js';

const parseCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

describe('on-ramp routes (seeded devnet, PGlite, sandbox provider)', () => {
  const api = useDevnetApi({ down: { name: 'Down' }, localProject: true });
  const post = (url: string, body: unknown, query = '?projectId=latch-local') =>
    api.app.inject({
      method: 'POST',
      url: `${url}${query}`,
      payload: body as object,
      headers: { host: 'api.test' },
    });
  const quote = (body: unknown) => post('/v1/onramp/quote', body);
  const onrampUrl = (body: unknown) => post('/v1/generators/onrampurl', body);
  const countRows = async () =>
    (
      await api.test.database.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      )
    ).rows[0]?.n;

  it('GET /v1/onramp/options lists the priced devnet tokens per chain and the SPEC §9 limits', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/onramp/options?projectId=latch-local' });
    expect(response.statusCode).toBe(200);
    const { USDC, DAI, WETH } = api.devnet.chain.tokens;
    const body = response.json();
    // The one checkout that completes here: the modal offers no other (no Coinbase on the local stack).
    expect(body.providers).toEqual(['sandbox']);
    expect(body.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    );
    const networks = (address: string) => [
      {
        name: 'devnet-31337',
        display_name: 'Latch Test Devnet',
        chain_id: '31337',
        contract_address: address,
      },
      { name: 'devnet-99999', display_name: 'Down', chain_id: '99999', contract_address: address },
    ];
    expect(body.purchaseCurrencies).toEqual([
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: networks(NATIVE_TOKEN_ADDRESS) },
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: networks(USDC.address) },
      { id: 'DAI', name: 'Dai Stablecoin', symbol: 'DAI', networks: networks(DAI.address) },
      { id: 'WETH', name: 'Wrapped Ether', symbol: 'WETH', networks: networks(WETH.address) },
    ]);
  });

  it('GET /v1/onramp/options needs a project', async () => {
    expectFailure(await api.app.inject({ method: 'GET', url: '/v1/onramp/options' }), 400, 'projectId');
  });

  it('POST /v1/onramp/quote prices 50 USD of USDC by card from the pools and the gas price', async () => {
    const client = createPublicClient({ transport: patientTransport(api.devnet.chain.rpcUrl) });
    const gasPrice = await client.getGasPrice();
    const response = await quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'devnet-31337',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // ERC-20 delivery: 65 000 gas at the chain's price, ether at 3000 USD, rounded up to the cent.
    const networkCents = (65_000n * gasPrice * 3_000n * 100n + 10n ** 18n - 1n) / 10n ** 18n;
    expect(body).toMatchObject({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      networkFee: { currency: 'USD' },
      paymentSubtotal: { currency: 'USD' },
      purchaseAmount: { currency: 'USDC' },
    });
    expect(parseCents(body.networkFee.amount)).toBe(networkCents);
    expect(parseCents(body.paymentSubtotal.amount)).toBe(5_000n - 100n - networkCents);
    expect(body.purchaseAmount.amount).toBe(body.paymentSubtotal.amount.replace(/\.?0+$/, ''));
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('quotes ether by bank account in EUR at 1 % with the pool price', async () => {
    const response = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '1000.00',
      network: 'devnet-31337',
      paymentMethod: 'ach_bank_account',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.coinbaseFee).toEqual({ amount: '10.00', currency: 'EUR' });
    expect(body.purchaseAmount.currency).toBe('ETH');
    // 1 EUR = 1.08 USD, 1 ETH = 3000 USD: a little under 990 × 1.08 / 3000 = 0.3564 ETH.
    const bought = Number(body.purchaseAmount.amount);
    expect(bought).toBeLessThan(0.3564);
    expect(bought).toBeGreaterThan(0.356);
  });

  it('refuses amounts outside the SPEC §9 limits with the exact texts', async () => {
    const ask = (amount: string, paymentMethod: string, paymentCurrency = 'USD') =>
      quote({ purchaseCurrency: 'USDC', paymentCurrency, amount, network: 'devnet-31337', paymentMethod });
    expect(expectFailure(await ask('9.99', 'card'), 400, 'amount').reasons[0]?.description).toBe(
      'The minimum purchase by card is 10.00 USD',
    );
    expect(expectFailure(await ask('7500.01', 'card', 'EUR'), 400, 'amount').reasons[0]?.description).toBe(
      'The maximum purchase by card is 7,500.00 EUR',
    );
    expect((await ask('25000', 'ach_bank_account')).statusCode).toBe(200);
    expect(
      expectFailure(await ask('25000.01', 'ach_bank_account'), 400, 'amount').reasons[0]?.description,
    ).toBe('The maximum purchase by bank account is 25,000.00 USD');
  });

  it('answers bad quote input with the error body and writes nothing', async () => {
    const tablesBefore = await countRows();
    const good = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'devnet-31337' };
    const cases: readonly [unknown, string][] = [
      [{ ...good, amount: '50.001' }, 'amount'],
      [{ ...good, amount: 'abc' }, 'amount'],
      [{ ...good, paymentCurrency: 'GBP' }, 'paymentCurrency'],
      [{ ...good, paymentMethod: 'paypal' }, 'paymentMethod'],
      [{ ...good, network: 'base' }, 'network'],
      [{ ...good, purchaseCurrency: 'BTC' }, 'purchaseCurrency'],
    ];
    for (const [body, field] of cases) expectFailure(await quote(body), 400, field);
    const { amount: _amount, ...missing } = good;
    expect((await quote(missing)).statusCode).toBe(400);
    expectFailure(await post('/v1/onramp/quote', good, ''), 400, 'projectId');
    expect(await countRows()).toBe(tablesBefore);
  });

  it('answers 502 when the chain of the quote is down', async () => {
    expectFailure(
      await quote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'devnet-99999',
      }),
      502,
      'network',
    );
  });

  it('POST /v1/generators/onrampurl sends buyers to the sandbox checkout with a signed checkout id', async () => {
    const address = api.devnet.chain.accounts[1] ?? '';
    const response = await onrampUrl({
      destinationWallets: [{ address, blockchains: ['devnet-31337'], assets: ['USDC'] }],
      partnerUserId: 'user-1',
      defaultNetwork: 'devnet-31337',
      presetFiatAmount: 50,
      redirectUrl: 'http://localhost:5173/',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1/sandbox/onramp/checkout');
    expect([...url.searchParams.keys()]).toEqual(['checkout']);
    const [, payload] = (url.searchParams.get('checkout') ?? '').split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      address,
      network: 'devnet-31337',
      assets: ['USDC'],
      amount: '50',
      currency: 'USD',
      method: 'card',
      partnerUserId: 'user-1',
      projectId: 'latch-local',
      redirectUrl: 'http://localhost:5173/',
      expiresAt: expect.any(Number),
    });
  });

  it('answers bad URL requests with the error body', async () => {
    const wallet = { address: api.devnet.chain.accounts[1] ?? '', blockchains: ['devnet-31337'] };
    expectFailure(
      await onrampUrl({
        destinationWallets: [wallet],
        partnerUserId: 'u',
        redirectUrl: 'javascript:alert(1)',
      }),
      400,
      'redirectUrl',
    );
    expectFailure(
      await onrampUrl({ destinationWallets: [{ address: wallet.address }], partnerUserId: 'u' }),
      400,
      'destinationWallets.0.blockchains',
    );
    expect((await onrampUrl({ destinationWallets: [], partnerUserId: 'u' })).statusCode).toBe(400);
    expect((await onrampUrl({ destinationWallets: [wallet] })).statusCode).toBe(400);
    expect(
      (await onrampUrl({ destinationWallets: [wallet], partnerUserId: 'u', presetFiatAmount: -5 }))
        .statusCode,
    ).toBe(400);
  });
});

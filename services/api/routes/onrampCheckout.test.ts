import type { FastifyInstance } from 'fastify';
import { createPublicClient, erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import type { Hex } from '../../devnet/index.js';
import { patientTransport } from '../../devnet/patientTransport.js';
import type { ApiDeps } from '../buildApi.js';
import { createChainClients } from '../chain/createChainClients.js';
import { createProject } from '../db/projects.js';
import { createCoinbaseProvider } from '../onramp/createCoinbaseProvider.js';
import { createSandboxProvider } from '../onramp/createSandboxProvider.js';
import { useDevnetApi } from '../testing/devnetApi.js';
import { buildTestApi, expectFailure } from '../testing/testApi.js';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const BANK = { routingNumber: '011000015', accountNumber: '000123456789' };

/** A fresh destination: its purchases are its own (the per-address cap counts them). */
const freshBuyer = (): Hex => privateKeyToAccount(generatePrivateKey()).address;

const alertOf = (body: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(body)?.[1];

describe('sandbox checkout (seeded devnet, PGlite)', () => {
  const api = useDevnetApi({ localProject: true });
  const extraApps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });
  /** Another data service over the same database and devnet (other caps, provider or TTL). */
  const otherApi = async (overrides: Partial<ApiDeps>) => {
    const app = await buildTestApi(api.test, { chains: [api.devnet.chain], ...overrides });
    extraApps.push(app);
    return app;
  };

  const requestUrl = (
    buyer: Hex,
    extra: Record<string, unknown> = {},
    app: FastifyInstance = api.app,
    query = 'projectId=latch-local',
  ) =>
    app.inject({
      method: 'POST',
      url: `/v1/generators/onrampurl?${query}`,
      payload: {
        destinationWallets: [{ address: buyer, blockchains: ['devnet-31337'], assets: ['USDC', 'ETH'] }],
        partnerUserId: 'user-1',
        presetFiatAmount: 50,
        redirectUrl: 'http://localhost:5173/done',
        ...extra,
      },
      headers: { host: 'api.test' },
    });
  /** The path and query of a checkout the service issued. */
  const checkoutPath = async (buyer: Hex, extra: Record<string, unknown> = {}, app = api.app) => {
    const response = await requestUrl(buyer, extra, app);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    return `${url.pathname}${url.search}`;
  };
  const pay = (path: string, form: Record<string, string>, app = api.app) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const purchasesOf = async (buyer: Hex) =>
    (
      await api.test.database.pool.query<{ id: string; status: string; payment_total: string }>(
        'SELECT id, status, payment_total::text AS payment_total FROM onramp_purchases WHERE address = $1 ORDER BY created_at',
        [buyer],
      )
    ).rows;
  const reader = () => createPublicClient({ transport: patientTransport(api.devnet.chain.rpcUrl) });
  const usdcBalance = (buyer: Hex) =>
    reader().readContract({
      address: api.devnet.chain.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    });
  const quote = async (body: Record<string, string>) =>
    (
      await api.app.inject({
        method: 'POST',
        url: '/v1/onramp/quote?projectId=latch-local',
        payload: { network: 'devnet-31337', ...body },
      })
    ).json();

  it('hands out a signed checkout id in the URL and renders its form: amount, currency and method fixed', async () => {
    const buyer = freshBuyer();
    const path = await checkoutPath(buyer, { presetFiatAmount: 75 });
    expect(path).toMatch(/^\/sandbox\/onramp\/checkout\?checkout=v1\.[\w-]+\.[\w-]{43}$/);
    const response = await api.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(buyer);
    expect(html).toContain(
      '<option value="ETH" selected>Ether (ETH)</option><option value="USDC">USD Coin (USDC)</option>',
    );
    expect(html).not.toContain('value="DAI"');
    expect(html).toContain('name="amount" readonly value="75"');
    expect(html).toContain('name="currency" readonly value="USD"');
    expect(html).toContain('name="cardNumber"');
    expect(html).not.toContain('name="routingNumber"');
  });

  it('serves no checkout for a URL the service did not sign: client-built, forged or tampered', async () => {
    const buyer = freshBuyer();
    const widgetQuery = new URLSearchParams({
      addresses: JSON.stringify({ [buyer]: ['devnet-31337'] }),
      partnerUserId: 'u',
      presetFiatAmount: '25000',
    });
    const clientBuilt = `/sandbox/onramp/checkout?${widgetQuery}`;
    const page = await api.app.inject({ method: 'GET', url: clientBuilt });
    expect({ status: page.statusCode, alert: alertOf(page.body) }).toEqual({
      status: 400,
      alert: 'Invalid checkout',
    });
    // The attack of issue 12: a client-chosen id and amount, paid from the treasury.
    const paid = await pay(clientBuilt, {
      checkoutId: 'attacker-chosen-1',
      asset: 'USDC',
      amount: '25000',
      currency: 'USD',
      method: 'ach_bank_account',
      ...BANK,
    });
    expect(paid.statusCode).toBe(400);

    // A signed id whose claims were changed (50 → 25000) keeps its MAC: refused.
    const signed = new URL(`http://x${await checkoutPath(buyer)}`).searchParams.get('checkout') ?? '';
    const [version, payload, mac] = signed.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, amount: '25000' })).toString('base64url');
    for (const token of [
      `${version}.${tampered}.${mac}`,
      `${version}.${payload}.${'A'.repeat(43)}`,
      'v1..',
      '',
    ]) {
      const response = await pay(`/sandbox/onramp/checkout?checkout=${token}`, { asset: 'USDC', ...CARD });
      expect({ status: response.statusCode, alert: alertOf(response.body) }).toEqual({
        status: 400,
        alert: 'Invalid checkout',
      });
    }
    expect(await purchasesOf(buyer)).toEqual([]);
    expect(await usdcBalance(buyer)).toBe(0n);
  });

  it('pays the signed 50 USD of USDC by card, whatever amount the form posts, once per checkout id', async () => {
    const buyer = freshBuyer();
    const quoted = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' });
    const path = await checkoutPath(buyer);
    const form = { asset: 'USDC', amount: '25000', currency: 'EUR', method: 'ach_bank_account', ...CARD };
    const response = await pay(path, form);
    // Paid: a done page telling the buyer to return (closing itself when the buying page opened it), never a
    // redirect that would load the host page in the checkout's tab.
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<h1>Payment complete</h1>');
    expect(response.body).toContain('Return to <strong>localhost:5173</strong>: your purchase shows there.');
    expect(response.body).toContain('<button type="button" id="close">Close this tab</button>');
    expect(response.body).toContain('window.close()');
    expect(response.body).not.toContain('localhost:5173/done');
    expect(await usdcBalance(buyer)).toBe(parseUnits(quoted.purchaseAmount.amount, 6));
    expect(await purchasesOf(buyer)).toEqual([
      { id: expect.any(String), status: 'paid', payment_total: '50.00' },
    ]);

    // The same checkout again, sent or opened: nothing more is paid.
    const again = await pay(path, form);
    expect({ status: again.statusCode, alert: alertOf(again.body) }).toEqual({
      status: 409,
      alert: 'This checkout was already paid',
    });
    const reopened = await api.app.inject({ method: 'GET', url: path });
    expect(reopened.statusCode).toBe(409);
    const racing = await Promise.all([pay(path, form), pay(path, form), pay(path, form)]);
    expect(racing.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(await usdcBalance(buyer)).toBe(parseUnits(quoted.purchaseAmount.amount, 6));
    expect(await purchasesOf(buyer)).toHaveLength(1);
  });

  it('binds the currency and the method: 100 EUR of ether by bank account', async () => {
    const buyer = freshBuyer();
    const quoted = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '100',
      paymentMethod: 'ach_bank_account',
    });
    const path = await checkoutPath(buyer, {
      presetFiatAmount: 100,
      paymentCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
    });
    const page = (await api.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('name="currency" readonly value="EUR"');
    expect(page).toContain('name="routingNumber"');
    expect(page).not.toContain('name="cardNumber"');
    // A card is not how this checkout pays.
    const byCard = await pay(path, { asset: 'ETH', ...CARD });
    expect({ status: byCard.statusCode, alert: alertOf(byCard.body) }).toEqual({
      status: 400,
      alert: 'Invalid routing number',
    });
    const response = await pay(path, { asset: 'ETH', ...BANK });
    expect(response.statusCode).toBe(200);
    expect(await reader().getBalance({ address: buyer })).toBe(parseUnits(quoted.purchaseAmount.amount, 18));
  });

  it('refuses bad payment details and tokens outside the checkout, shows the form again and writes nothing', async () => {
    const buyer = freshBuyer();
    const card = await checkoutPath(buyer);
    const bank = await checkoutPath(buyer, { paymentMethod: 'ach_bank_account' });
    const cases: readonly [string, Record<string, string>, string][] = [
      [card, { asset: 'USDC', ...CARD, cardNumber: '4242 4242 4242 4241' }, 'Invalid card number'],
      [card, { asset: 'USDC', ...CARD, expiry: '01/20' }, 'The card has expired'],
      [card, { asset: 'USDC', ...CARD, cvc: '12' }, 'Invalid security code'],
      [bank, { asset: 'USDC', ...BANK, routingNumber: '011000016' }, 'Invalid routing number'],
      [bank, { asset: 'USDC', ...BANK, accountNumber: '12' }, 'Invalid account number'],
      [card, { asset: 'DAI', ...CARD }, 'Choose a token'],
      [card, { asset: 'BTC', ...CARD }, 'Choose a token'],
    ];
    for (const [path, form, text] of cases) {
      const response = await pay(path, form);
      expect({ status: response.statusCode, alert: alertOf(response.body) }).toEqual({
        status: 400,
        alert: text,
      });
      expect(response.body).toContain('<form method="post"');
      expect(response.body).not.toContain(form.cardNumber ?? 'no card');
    }
    expect(await purchasesOf(buyer)).toEqual([]);
    expect(await usdcBalance(buyer)).toBe(0n);
  });

  it('issues checkouts only for an amount within the limits, a known payment and an allowed return origin', async () => {
    const buyer = freshBuyer();
    const refused = async (extra: Record<string, unknown>, field: string) =>
      expectFailure(await requestUrl(buyer, extra), 400, field).reasons[0]?.description;
    expect(await refused({ presetFiatAmount: 7500.01 }, 'presetFiatAmount')).toBe(
      'The maximum purchase by card is 7,500.00 USD',
    );
    expect(await refused({ presetFiatAmount: 9.99, paymentCurrency: 'EUR' }, 'presetFiatAmount')).toBe(
      'The minimum purchase by card is 10.00 EUR',
    );
    expect(
      await refused({ presetFiatAmount: 25000.01, paymentMethod: 'ach_bank_account' }, 'presetFiatAmount'),
    ).toBe('The maximum purchase by bank account is 25,000.00 USD');
    expect(await refused({ presetFiatAmount: undefined }, 'presetFiatAmount')).toBe(
      'The sandbox checkout needs the fiat amount (presetFiatAmount)',
    );
    expect(await refused({ paymentCurrency: 'GBP' }, 'paymentCurrency')).toBe(
      'Payment currency GBP is not supported',
    );
    expect(await refused({ paymentMethod: 'cash' }, 'paymentMethod')).toBe(
      'Payment method cash is not supported',
    );
    // latch-local allows the loopback names only.
    expect(await refused({ redirectUrl: 'https://evil.example/phish' }, 'redirectUrl')).toBe(
      "The redirect URL's origin https://evil.example is not allowed for this project",
    );
    expect(await refused({ redirectUrl: 'http://localhost.evil.example:5173/' }, 'redirectUrl')).toMatch(
      /is not allowed for this project$/,
    );
    expect(await refused({ redirectUrl: 'javascript:alert(1)' }, 'redirectUrl')).toBe('Invalid redirect URL');
  });

  it('returns only to an origin the project still allows when the checkout is paid', async () => {
    await createProject(api.test.database.pool, {
      id: 'shop-origins',
      name: 'Shop',
      allowedOrigins: ['http://localhost:*'],
    });
    const app = await otherApi({ projectCacheTtlMs: 1 });
    const buyer = freshBuyer();
    const issued = await requestUrl(buyer, {}, app, 'projectId=shop-origins');
    expect(issued.statusCode).toBe(200);
    const url = new URL(issued.json().url);
    await api.test.database.pool.query(
      "UPDATE projects SET allowed_origins = '{}' WHERE id = 'shop-origins'",
    );
    const response = await pay(`${url.pathname}${url.search}`, { asset: 'USDC', ...CARD }, app);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<h1>Payment complete</h1>');
    expect(response.body).toContain('Return to the page you bought from');
    expect(response.body).not.toContain('localhost');
  });

  it('caps what one address receives per day, also when checkouts are paid at once', async () => {
    const app = await otherApi({
      checkout: { caps: { perAddressPerDay: 10_000n, perDay: 10_000_000_000n } },
    });
    const buyer = freshBuyer();
    const paths = await Promise.all([1, 2, 3].map(() => checkoutPath(buyer, {}, app)));
    const answers = await Promise.all(paths.map((path) => pay(path, { asset: 'USDC', ...CARD }, app)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    const capped = answers.find((answer) => answer.statusCode === 429);
    expect(alertOf(capped?.body ?? '')).toBe(
      'This address can receive at most 100.00 per day from the sandbox; try again tomorrow',
    );
    expect((await purchasesOf(buyer)).map((row) => row.status)).toEqual(['paid', 'paid']);
    // Another address is not held back by this one's cap.
    const other = freshBuyer();
    expect((await pay(await checkoutPath(other, {}, app), { asset: 'USDC', ...CARD }, app)).statusCode).toBe(
      200,
    );
  });

  it('caps what the sandbox pays out per day in total', async () => {
    const app = await otherApi({ checkout: { caps: { perAddressPerDay: 2_500_000n, perDay: 1_000n } } });
    const buyer = freshBuyer();
    const response = await pay(await checkoutPath(buyer, {}, app), { asset: 'USDC', ...CARD }, app);
    expect({ status: response.statusCode, alert: alertOf(response.body) }).toEqual({
      status: 429,
      alert: 'The sandbox pays out at most 10.00 per day; try again tomorrow',
    });
    expect(await purchasesOf(buyer)).toEqual([]);
  });

  it('refuses a checkout id signed by another service (another secret)', async () => {
    const app = await otherApi({ secret: 'another-secret-of-at-least-32-characters!' });
    const response = await api.app.inject({ method: 'GET', url: await checkoutPath(freshBuyer(), {}, app) });
    expect({ status: response.statusCode, alert: alertOf(response.body) }).toEqual({
      status: 400,
      alert: 'Invalid checkout',
    });
  });

  it('logs requests without the checkout id (or any other secret-bearing query parameter)', async () => {
    const lines: string[] = [];
    const app = await otherApi({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
    const path = await checkoutPath(freshBuyer(), {}, app);
    const id = new URLSearchParams(path.split('?')[1]).get('checkout') ?? '';
    expect(id.length).toBeGreaterThan(40);
    expect(
      (await app.inject({ method: 'GET', url: `${path}&sessionToken=s3cr3t-t0ken&chainId=1` })).statusCode,
    ).toBe(200);
    expect((await pay(path, { asset: 'USDC', ...CARD }, app)).statusCode).toBe(200);
    const urls = lines.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url === undefined ? [] : [url];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        '/sandbox/onramp/checkout?checkout=***&sessionToken=***&chainId=1',
        '/sandbox/onramp/checkout?checkout=***',
      ]),
    );
    const logged = lines.join('\n');
    expect(logged).not.toContain(id);
    expect(logged).not.toContain(id.split('.')[2]);
    expect(logged).not.toContain('s3cr3t-t0ken');
  });

  it('mounts no checkout routes when the provider is not the sandbox', async () => {
    const sandbox = createSandboxProvider({ chains: createChainClients([api.devnet.chain]) });
    const app = await otherApi({
      onrampProvider: createCoinbaseProvider({ appId: 'app-1', quotes: sandbox }),
    });
    const path = await checkoutPath(freshBuyer());
    expectFailure(await app.inject({ method: 'GET', url: path }), 404, 'path');
    expectFailure(await pay(path, { asset: 'USDC', ...CARD }, app), 404, 'path');
  });
});

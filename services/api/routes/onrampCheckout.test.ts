import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../devnet/index.js';
import { useDevnetApi } from '../testing/devnetApi.js';

const CARD = { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const BANK = { method: 'ach_bank_account', routingNumber: '011000015', accountNumber: '000123456789' };

describe('sandbox checkout (seeded devnet, PGlite)', () => {
  const api = useDevnetApi();
  const buyer: Hex = '0x000000000000000000000000000000000000bEEF';

  const checkoutPath = async (extra: Record<string, unknown> = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=latch-local',
      payload: {
        destinationWallets: [{ address: buyer, blockchains: ['devnet-31337'] }],
        partnerUserId: 'user-1',
        redirectUrl: 'http://localhost:5173/done',
        ...extra,
      },
      headers: { host: 'api.test' },
    });
    const url = new URL(response.json().url);
    return `${url.pathname}${url.search}`;
  };
  const pay = async (form: Record<string, string>, path?: string) =>
    api.app.inject({
      method: 'POST',
      url: path ?? (await checkoutPath()),
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const purchases = async () =>
    (
      await api.test.database.pool.query<{
        id: string;
        status: string;
        tx_hash: string | null;
        purchase_amount: string;
      }>(
        'SELECT id, status, tx_hash, purchase_amount::text AS purchase_amount FROM onramp_purchases ORDER BY created_at',
      )
    ).rows;
  const reader = () => createPublicClient({ transport: http(api.devnet.chain.rpcUrl) });
  const usdcBalance = () =>
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

  it('renders the form for a widget URL: destination, tokens, preset amount, both payment methods', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: await checkoutPath({
        presetFiatAmount: 75,
        destinationWallets: [{ address: buyer, blockchains: ['devnet-31337'], assets: ['USDC', 'ETH'] }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(buyer);
    expect(html).toContain(
      '<option value="ETH" selected>Ether (ETH)</option><option value="USDC">USD Coin (USDC)</option>',
    );
    expect(html).not.toContain('value="DAI"');
    expect(html).toContain('name="amount" inputmode="decimal" required value="75"');
    expect(html).toContain('name="checkoutId" value="');
    expect(html).toContain('name="cardNumber"');
    expect(html).toContain('name="routingNumber"');
  });

  it('refuses a checkout URL without a sandbox destination', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/sandbox/onramp/checkout?partnerUserId=u&addresses=${encodeURIComponent(JSON.stringify({ [buyer]: ['base'] }))}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('No destination address on a sandbox network');
  });

  it('pays 50 USD of USDC by card: the treasury sends the quoted amount, the purchase is recorded, back to the app', async () => {
    const before = await usdcBalance();
    const quoted = await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' });
    const response = await pay({
      checkoutId: 'checkout-card-1',
      asset: 'USDC',
      amount: '50',
      currency: 'USD',
      ...CARD,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:5173/done');
    const bought = parseUnits(quoted.purchaseAmount.amount, 6);
    expect(await usdcBalance()).toBe(before + bought);
    const rows = await purchases();
    expect(rows).toEqual([
      {
        id: 'checkout-card-1',
        status: 'paid',
        tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        purchase_amount: bought.toString(),
      },
    ]);
    const receipt = await reader().getTransactionReceipt({ hash: rows[0]?.tx_hash as Hex });
    expect(receipt.from.toLowerCase()).toBe(api.devnet.chain.treasury.toLowerCase());

    // The same form sent again pays nothing.
    const again = await pay({
      checkoutId: 'checkout-card-1',
      asset: 'USDC',
      amount: '50',
      currency: 'USD',
      ...CARD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This checkout was already paid');
    expect(await usdcBalance()).toBe(before + bought);
  });

  it('pays ether by bank account in EUR', async () => {
    const before = await reader().getBalance({ address: buyer });
    const quoted = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '100',
      paymentMethod: 'ach_bank_account',
    });
    const response = await pay({
      checkoutId: 'checkout-bank-1',
      asset: 'ETH',
      amount: '100',
      currency: 'EUR',
      ...BANK,
    });
    expect(response.statusCode).toBe(303);
    expect(await reader().getBalance({ address: buyer })).toBe(
      before + parseUnits(quoted.purchaseAmount.amount, 18),
    );
  });

  it('refuses bad details and amounts outside the limits, shows the form again and writes nothing', async () => {
    const rowsBefore = await purchases();
    const balanceBefore = await usdcBalance();
    const base = { checkoutId: 'checkout-bad', asset: 'USDC', amount: '50', currency: 'USD' };
    const cases: readonly [Record<string, string>, string][] = [
      [{ ...base, ...CARD, amount: '7500.01' }, 'The maximum purchase by card is 7500.00 USD'],
      [{ ...base, ...CARD, amount: '9.99', currency: 'EUR' }, 'The minimum purchase by card is 10.00 EUR'],
      [{ ...base, ...BANK, amount: '25000.01' }, 'The maximum purchase by bank account is 25000.00 USD'],
      [{ ...base, ...CARD, cardNumber: '4242 4242 4242 4241' }, 'Invalid card number'],
      [{ ...base, ...CARD, expiry: '01/20' }, 'The card has expired'],
      [{ ...base, ...CARD, cvc: '12' }, 'Invalid security code'],
      [{ ...base, ...BANK, routingNumber: '011000016' }, 'Invalid routing number'],
      [{ ...base, ...BANK, accountNumber: '12' }, 'Invalid account number'],
      [{ ...base, ...CARD, asset: 'BTC' }, 'Choose a token'],
      [{ ...base, ...CARD, amount: 'lots' }, 'Invalid amount lots'],
    ];
    for (const [form, text] of cases) {
      const response = await pay(form);
      expect({
        status: response.statusCode,
        alert: /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(response.body)?.[1],
      }).toEqual({
        status: 400,
        alert: text,
      });
      expect(response.body).toContain('<form method="post"');
      expect(response.body).not.toContain(form.cardNumber ?? 'no card');
    }
    expect(await purchases()).toEqual(rowsBefore);
    expect(await usdcBalance()).toBe(balanceBefore);
  });
});

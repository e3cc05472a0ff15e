import { formatBalance, formatTokenValue, multiplyDecimal } from '@latch/testing';
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { getReservesAbi } from '../services/api/chain/abis.js';
import { pricesFromReserves } from '../services/api/chain/pricing.js';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import type { DevnetChain } from '../services/devnet/manifest.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, connectSandbox } from './harness/steps.js';

const stack = inject('journeyStack');

/** The sandbox wallet's account in this journey (no other journey uses it, so it holds what seeding gave it). */
const ME = 3;

interface ExpectedRow {
  readonly name: string;
  readonly symbol: string;
  /** As the list shows it: floored to 3 decimals with thousands separators, then the symbol. */
  readonly quantity: string;
  /** The USD value in cents, from the chain's amount and the pools' price (undefined: no price). */
  readonly cents: bigint | undefined;
}

const cents = (value: ReturnType<typeof formatTokenValue>): bigint | undefined =>
  value.kind === 'amount'
    ? (value.negative ? -1n : 1n) * (BigInt(value.dollars.replaceAll(',', '')) * 100n + BigInt(value.pennies))
    : undefined;

/** What the token list must show for `owner`, read straight from the devnet: native first, then held tokens. */
async function chainHoldings(l1: DevnetChain, owner: `0x${string}`): Promise<ExpectedRow[]> {
  const chain = createPublicClient({ transport: http(l1.rpcUrl) });
  const reserves = async (pair: `0x${string}`) => {
    const [reserve0, reserve1, at] = await chain.readContract({
      address: pair,
      abi: getReservesAbi,
      functionName: 'getReserves',
    });
    return { status: 'success', result: [reserve0, reserve1, at] } as const;
  };
  const prices = pricesFromReserves(l1, [
    await reserves(l1.uniswapV2.pairs['USDC/DAI']),
    await reserves(l1.uniswapV2.pairs['USDC/WETH']),
  ]);
  const row = (name: string, symbol: string, units: bigint, decimals: number, price: string | undefined) => {
    const value = price === undefined ? undefined : multiplyDecimal(formatUnits(units, decimals), price);
    return {
      name,
      symbol,
      quantity: `${formatBalance(units, decimals, { thousands: true })._unsafeUnwrap()} ${symbol}`,
      cents: value === undefined ? undefined : cents(formatTokenValue(value._unsafeUnwrap())),
    };
  };
  const native = await chain.getBalance({ address: owner });
  const tokens = [l1.tokens.USDC, l1.tokens.DAI, l1.tokens.WETH];
  const held = await Promise.all(
    tokens.map((token) =>
      chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    ),
  );
  return [
    row('Ether', 'ETH', native, 18, prices.WETH),
    ...tokens.flatMap((token, index) => {
      const units = held[index] ?? 0n;
      return units > 0n ? [row(token.name, token.symbol, units, token.decimals, prices[token.symbol])] : [];
    }),
  ];
}

describe('J7: token balances', () => {
  it('J7 token balances: native + tokens with prices', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const me = devnetAccounts(stack.manifest.mnemonic).accounts[ME]?.address;
    if (me === undefined) throw new Error('the devnet has too few accounts');
    const expected = await chainHoldings(l1, me);
    // Seeding gave every test account ether and all three tokens: the list is not trivially short.
    expect(expected.map((row) => row.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH']);

    await runJourney('J7', stack, { sandbox: { accountIndex: ME, chainId: l1.chainId } }, async (journey) => {
      await journey.openDemo();
      const account = await connectSandbox(journey);
      const tokens = account.getByRole('list', { name: 'Tokens' });
      await tokens.waitFor();
      const shown = await tokens.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('.latch-token-name')?.textContent ?? '',
          quantity: item.querySelector('.latch-token-quantity')?.textContent ?? '',
          value: item.querySelector('.latch-token-value')?.textContent ?? '',
          icon: item.querySelector('img')?.getAttribute('src') ?? '',
        })),
      );
      expect(shown.map(({ name, quantity }) => ({ name, quantity }))).toEqual(
        expected.map(({ name, quantity }) => ({ name, quantity })),
      );
      shown.forEach((row, index) => {
        const want = expected[index]?.cents;
        const match = /^\$([0-9,]+)\.([0-9]{2})$/.exec(row.value);
        if (want === undefined || match === null)
          throw new Error(`no USD value for ${row.name}: "${row.value}"`);
        const got = BigInt((match[1] ?? '').replaceAll(',', '')) * 100n + BigInt(match[2] ?? '');
        // The route sends the value as a JSON number: allow one cent of rounding.
        expect(got - want <= 1n && want - got <= 1n, `${row.name}: ${row.value} vs ${want} cents`).toBe(true);
        expect(row.icon).toMatch(/\/token-icons\/[A-Z]+\.svg$/);
      });
      // A list that loaded is not "unavailable": no error toast.
      expect(await account.page().getByText('Token Balance Unavailable').count()).toBe(0);

      await expectFitsPhone(account.page(), { id: 'J7', primary: accountActions(account) });
      expect(await journey.finish('J7')).toEqual([]);
    });
  });
});

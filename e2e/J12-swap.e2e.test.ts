import { formatBalance } from '@latch/testing';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { connectSandbox, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

/**
 * The sandbox wallet's account in this journey: the devnet treasury (index 9), the one test account no other
 * journey swaps or sends from. It holds USDC (10,000 + the treasury's share) and 10 WETH from the seed.
 */
const ME = 9;
const AMOUNT = '100';

describe('J12: swap with approval', () => {
  it('J12 swap USDC for WETH, approving the allowance then the swap in the sandbox wallet', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const me = devnetAccounts(stack.manifest.mnemonic).accounts[ME]?.address;
    if (me === undefined) throw new Error('the devnet has too few accounts');
    const { USDC: usdc, WETH: weth } = l1.tokens;
    const chain = createPublicClient({ transport: http(l1.rpcUrl) });
    const balanceOf = (token: `0x${string}`) =>
      chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [me] });
    const sold = parseUnits(AMOUNT, usdc.decimals);
    const before = { usdc: await balanceOf(usdc.address), weth: await balanceOf(weth.address) };
    expect(before.usdc >= sold).toBe(true);

    await runJourney(
      'J12',
      stack,
      { sandbox: { accountIndex: ME, chainId: l1.chainId } },
      async (journey) => {
        await journey.openDemo();
        const account = await connectSandbox(journey);

        // Account → Swap (the wallet action); pay with USDC, receive WETH (found by search), type the amount.
        await account
          .getByRole('navigation', { name: 'Wallet actions' })
          .getByRole('button', { name: 'Swap' })
          .click();
        const swap = modalView(journey, 'Swap');
        await swap.getByRole('button', { name: 'Select token to pay with' }).click();
        await swap
          .getByRole('list', { name: 'Tokens' })
          .getByRole('button', { name: /USD Coin/ })
          .click();
        const shown = formatBalance(before.usdc, usdc.decimals, { thousands: true })._unsafeUnwrap();
        await swap.getByText(`Balance: ${shown} USDC`).waitFor();
        await swap.getByRole('button', { name: 'Select token to receive' }).click();
        await swap.getByRole('searchbox', { name: 'Search tokens' }).fill('weth');
        await swap
          .getByRole('list', { name: 'Tokens' })
          .getByRole('button', { name: /Wrapped Ether/ })
          .click();
        await swap.getByRole('textbox', { name: 'You pay' }).fill(AMOUNT);

        // The preview, quoted by the devnet's Uniswap V2: the exact amounts are in the fields' data-value.
        const minReceived = swap.locator('[data-field="min-received"]');
        await minReceived.waitFor();
        const quoted = parseUnits(
          (await swap.locator('[data-field="to-amount"]').getAttribute('data-value')) ?? '',
          18,
        );
        const least = parseUnits((await minReceived.getAttribute('data-value')) ?? '', 18);
        expect(quoted > 0n && least > 0n && least < quoted).toBe(true);
        expect(await swap.locator('[data-field="slippage"]').textContent()).toBe('1%');
        expect(await swap.locator('[data-field="fee"]').textContent()).toMatch(/^<?\d+(\.\d+)? ETH$/);

        // Approve the allowance, then the swap, each in the sandbox's dialog; the success shows what was swapped.
        await swap.getByRole('button', { name: 'Approve USDC and swap' }).click();
        await journey.answerSandbox('Approve');
        // Approved and confirmed: the swap is the step under way, the approval checked.
        await swap
          .locator('.latch-swap-step[data-state="active"]', { hasText: 'Swap USDC for WETH' })
          .waitFor();
        await swap.locator('.latch-swap-step[data-state="done"]', { hasText: 'Approve USDC' }).waitFor();
        await journey.answerSandbox('Approve');
        const success = swap.getByRole('region', { name: 'Swap complete' });
        await success.waitFor();
        expect(await success.locator('[data-field="paid"]').textContent()).toContain(`${AMOUNT} USDC`);

        // On chain: USDC fell by exactly the amount; WETH rose by at least the minimum and at most the quote.
        const after = { usdc: await balanceOf(usdc.address), weth: await balanceOf(weth.address) };
        expect(before.usdc - after.usdc).toBe(sold);
        const received = after.weth - before.weth;
        expect(received >= least).toBe(true);
        expect(received <= quoted).toBe(true);

        await expectFitsPhone(journey.page, {
          id: 'J12',
          primary: [success.getByRole('button', { name: 'Done' })],
        });
        await success.getByRole('button', { name: 'Done' }).click();
        await modalView(journey, 'Account').waitFor();
        expect(await journey.finish('J12')).toEqual([]);
      },
    );
  });
});

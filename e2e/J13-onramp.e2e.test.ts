import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { connectSandbox, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

/**
 * The sandbox wallet's account in this journey: index 11 of the devnet mnemonic. anvil funds 0–9 (taken by other
 * journeys, 9 is the treasury that pays on-ramp purchases) and 10 is the deployer; 11 is used by nothing else.
 * Buying needs no ether, so an unfunded account does: its USDC only ever comes from this journey's purchases.
 */
const ME = 11;
/** A Luhn-valid test card (services/api/onramp/validatePaymentDetails). */
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('J13: on-ramp', () => {
  it('J13 buy 50 USD of USDC by card in the sandbox checkout; an amount over the card limit is refused', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const me = mnemonicToAccount(stack.manifest.mnemonic, { addressIndex: ME }).address;
    const usdc = l1.tokens.USDC;
    const chain = createPublicClient({ transport: http(l1.rpcUrl) });
    const usdcBalance = () =>
      chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [me] });
    const before = await usdcBalance();

    await runJourney(
      'J13',
      stack,
      { sandbox: { accountIndex: ME, chainId: l1.chainId } },
      async (journey) => {
        const { page } = journey;
        await journey.openDemo();
        const account = await connectSandbox(journey);

        // Account → Buy (the wallet action): 50 USD of USDC by card through the sandbox provider.
        const buy = async () => {
          await account
            .getByRole('navigation', { name: 'Wallet actions' })
            .getByRole('button', { name: 'Buy' })
            .click();
          const view = modalView(journey, 'Buy Crypto');
          await view.getByRole('textbox', { name: 'Amount' }).waitFor();
          return view;
        };
        const view = await buy();
        expect(await view.getByRole('radio', { name: 'USD', exact: true }).isChecked()).toBe(true);
        await view.getByRole('radio', { name: 'USDC', exact: true }).check();
        expect(await view.getByRole('radio', { name: /^Card/ }).isChecked()).toBe(true);
        expect(await view.getByRole('radio', { name: /^Latch Sandbox/ }).isChecked()).toBe(true);
        // Only the checkout the local stack completes is offered: no Coinbase (issue 30 §3).
        expect(await view.getByRole('radio', { name: /^Coinbase/ }).count()).toBe(0);
        await view.getByRole('textbox', { name: 'Amount' }).fill('50');

        // The data service's quote: 2 % card fee, the delivery's network fee, the rest buys USDC.
        const receive = view.locator('[data-field="receive"][data-value]');
        await receive.waitFor();
        const quoted = await receive.getAttribute('data-value');
        if (quoted === null) throw new Error('no quoted amount');
        expect(await view.locator('dl[aria-label="Quote"]').isVisible()).toBe(true);
        expect(await view.locator('[data-field="fee"]').textContent()).toBe('1.00 USD');
        expect(await view.locator('[data-field="total"]').textContent()).toBe('50.00 USD');
        expect(await view.locator('[data-field="network-fee"]').textContent()).toMatch(/^\d+\.\d\d USD$/);

        // Continue: the sandbox checkout opens in a new tab; pay by card there.
        const [checkout] = await Promise.all([
          page.context().waitForEvent('page'),
          view.getByRole('button', { name: 'Continue to Latch Sandbox' }).click(),
        ]);
        await checkout.waitForURL(/\/sandbox\/onramp\/checkout\?/);
        await modalView(journey, 'Buy Crypto')
          .getByRole('heading', { name: 'Waiting for your purchase…' })
          .waitFor();
        expect(await checkout.getByLabel('Amount').inputValue()).toBe('50');
        await checkout.getByLabel('Card number').fill(CARD.number);
        await checkout.getByLabel('Expiry (MM/YY)').fill(CARD.expiry);
        await checkout.getByLabel('CVC').fill(CARD.cvc);
        // Paid: the checkout's tab, opened by the modal, closes itself (it never becomes a second demo).
        const visited: string[] = [];
        checkout.on('framenavigated', (frame) => {
          if (frame === checkout.mainFrame()) visited.push(frame.url());
        });
        await Promise.all([
          checkout.waitForEvent('close'),
          checkout.getByRole('button', { name: 'Pay' }).click(),
        ]);
        expect(visited.filter((url) => url.startsWith(stack.demoUrl))).toEqual([]);

        // Back in the modal, the pending purchase ends once the balance rose.
        await view.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 15_000 });
        expect(await view.locator('[data-field="received"]').getAttribute('data-value')).toBe(quoted);
        expect(await usdcBalance()).toBe(before + parseUnits(quoted, usdc.decimals));
        await view.getByRole('button', { name: 'Done' }).click();
        await modalView(journey, 'Account').waitFor();

        // Over the card limit: refused with the limit, the button disabled, nothing quoted.
        const again = await buy();
        await again.getByRole('textbox', { name: 'Amount' }).fill('7500.01');
        await again
          .getByRole('alert')
          .filter({ hasText: 'The maximum purchase by card is 7,500.00 USD' })
          .waitFor();
        const action = again.getByRole('button', { name: 'Amount too high' });
        expect(await action.getAttribute('aria-disabled')).toBe('true');
        expect(await again.locator('[data-field="receive"]').count()).toBe(0);

        await expectFitsPhone(page, {
          id: 'J13',
          primary: [again.getByRole('button', { name: 'Close' }), action],
        });
        expect(await journey.finish('J13')).toEqual([]);
      },
    );
  });
});

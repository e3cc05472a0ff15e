import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import { viemChain } from '../services/devnet/viemChain.js';
import { devnetBalance } from './harness/devnetBalance.js';
import { enterMailedCode, shownAddress, submitEmail } from './harness/emailLogin.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import {
  accountActions,
  accountButton,
  connectButton,
  modalView,
  openWalletAction,
  shortAddress,
} from './harness/steps.js';

const stack = inject('journeyStack');

/**
 * The devnet account that funds the new e-mail wallet, on Latch Devnet L2 only (J9 sends USDC to it on the first
 * chain; nothing reads its L2 ether).
 */
const FUNDER = 6;
const FUNDS = parseEther('1');
const AMOUNT = '0.25';
/** AMOUNT as the review and the toast say it (core/lib/format formatQuantity, as Activity). */
const AMOUNT_SHOWN = '0.250';

describe('J20: the e-mail wallet end to end', () => {
  it('J20 log in by code, send ETH approving in the frame, reload, disconnect', async () => {
    const l2 = stack.manifest.chains.find((chain) => chain.chainId === 31338);
    if (l2 === undefined) throw new Error('the devnet manifest has no chain 31338');
    const funder = devnetAccounts(stack.manifest.mnemonic).accounts[FUNDER];
    if (funder === undefined) throw new Error('the devnet has too few accounts');
    const chain = viemChain(l2);
    const reader = createPublicClient({ chain, transport: http(l2.rpcUrl) });
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const email = `j20-${Date.now()}@example.com`;

    await runJourney('J20', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 780 });
      await journey.openDemo();
      const confirm = await submitEmail(journey, email);
      const account = await enterMailedCode(journey, confirm, email);
      const me = await shownAddress(account);

      // The new wallet holds nothing: a seeded devnet account sends it ether on L2, a chain the page has not
      // read its balance on yet (the first chain's 0 ETH stays cached for 30 s).
      const hash = await createWalletClient({
        account: funder,
        chain,
        transport: http(l2.rpcUrl),
      }).sendTransaction({ to: me, value: FUNDS });
      await reader.waitForTransactionReceipt({ hash });

      // Account → Networks → Latch Devnet L2: the frame switches the wallet, Account reads the funded balance.
      await account.getByRole('button', { name: 'Network: Latch Devnet' }).click();
      await modalView(journey, 'Choose Network').getByRole('button', { name: 'Latch Devnet L2' }).click();
      await account.getByRole('button', { name: 'Network: Latch Devnet L2' }).waitFor();
      const balance = account.locator('.latch-account-balance');
      const funded = await devnetBalance(l2.rpcUrl, me);
      expect(funded).toBe('1.000 ETH');
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe(funded);
      const before = { me: await reader.getBalance({ address: me }), peer: 0n };

      // Send: ETH, the amount, another address; Preview, Send.
      const send = await openWalletAction(journey, account, 'Send');
      await send.getByRole('button', { name: 'Select token' }).click();
      await send.getByRole('list', { name: 'Tokens' }).locator('button[data-token="ETH"]').first().click();
      await send.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
      await send.getByRole('textbox', { name: 'To' }).fill(receiver);
      await send.getByRole('button', { name: 'Preview' }).click();
      const review = send.getByRole('region', { name: 'Review the transaction' });
      await review.waitFor();
      expect(await review.locator('[data-field="amount"]').textContent()).toBe(`${AMOUNT_SHOWN} ETH`);
      await review.getByRole('button', { name: 'Send' }).click();

      // ApproveTransaction: the modal waits while the wallet service's frame shows its own approval panel.
      await modalView(journey, 'Approve Transaction').waitFor();
      const frame = page.frameLocator('iframe[data-latch-frame]');
      await frame.getByText(`${AMOUNT} ETH`).waitFor();
      await page.screenshot({ path: 'test-results/J20-approve-360.png' });
      await frame.getByRole('button', { name: 'Approve: Send transaction' }).click();

      // Sent: the toast, back on Account; both balances changed on the devnet.
      await modalView(journey, 'Account').waitFor();
      await page
        .locator('[data-latch-host="modal"]')
        .getByText(`Sent ${AMOUNT_SHOWN} ETH to ${shortAddress(receiver)}`)
        .waitFor();
      const after = {
        me: await reader.getBalance({ address: me }),
        peer: await reader.getBalance({ address: receiver }),
      };
      expect(after.peer - before.peer).toBe(parseEther(AMOUNT));
      expect(before.me - after.me > parseEther(AMOUNT)).toBe(true);
      const shown = await devnetBalance(l2.rpcUrl, me);
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe(shown);

      // Reload: still connected (the frame keeps its session), on L2, with the e-mail and the new balance.
      await journey.reload();
      await accountButton(journey)
        .filter({ hasText: me.slice(0, 6) })
        .waitFor({ timeout: 30_000 });
      await accountButton(journey).click();
      const again = modalView(journey, 'Account');
      await again.getByTestId('latch-account-email').filter({ hasText: email }).waitFor();
      await again.getByRole('button', { name: 'Network: Latch Devnet L2' }).waitFor();
      await expect.poll(() => again.locator('.latch-account-balance').textContent()).toBe(shown);

      // Disconnect: Connect again in the header.
      await expectFitsPhone(journey.page, { id: 'J20', primary: accountActions(again) });
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await again.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();

      expect(await journey.finish('J20')).toEqual([]);
    });
  });
});

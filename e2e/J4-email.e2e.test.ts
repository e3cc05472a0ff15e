import { describe, expect, inject, it } from 'vitest';
import { devnetBalance } from './harness/devnetBalance.js';
import {
  enterMailedCode,
  mailedCode,
  shownAddress,
  submitEmail,
  typeCode,
  wrongCode,
} from './harness/emailLogin.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, accountButton, connectButton, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J4: e-mail one-time code (the embedded wallet of the stack wallet service)', () => {
  it('J4 log in by the mailed code; update the e-mail (a wrong code first); reload stays connected; disconnect', async () => {
    const l1 = stack.manifest.chains.find((chain) => chain.chainId === 31337);
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const stamp = Date.now();
    const email = `j4-${stamp}@example.com`;
    const newEmail = `j4-moved-${stamp}@example.com`;

    await runJourney('J4', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 780 });
      await journey.openDemo();

      // The code view; the 6-digit code comes from the stack's mailbox (JSON at /messages?to=).
      const confirm = await submitEmail(journey, email);
      await page.screenshot({ path: 'test-results/J4-code-360.png' });

      // Account of the embedded wallet: its address, the e-mail and the devnet balance (a fresh wallet: 0 ETH).
      const account = await enterMailedCode(journey, confirm, email);
      const address = await shownAddress(account);
      const expected = await devnetBalance(l1.rpcUrl, address);
      expect(expected).toBe('0.000 ETH');
      const balance = account.locator('.latch-account-balance');
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe(expected);
      await page.screenshot({ path: 'test-results/J4-account-360.png' });

      // Update e-mail: the new address; a code goes to the current one (read from the mailbox as at login).
      await account.getByRole('button', { name: 'Update e-mail' }).click();
      const edit = modalView(journey, 'Edit Email');
      await edit.getByRole('textbox', { name: 'New email' }).fill(newEmail);
      await edit.getByRole('button', { name: 'Save' }).click();
      const primary = modalView(journey, 'Confirm Current Email');
      await primary.getByText(email).waitFor();
      const primaryCode = await mailedCode(journey, email);

      // A wrong code: the catalogue's text, the boxes cleared for another try, the same view and address; the
      // mailed code still works after it (nothing lost, no new code needed).
      await typeCode(journey, primary, wrongCode(primaryCode));
      const refused = primary.getByRole('alert');
      await refused.waitFor();
      expect(await refused.textContent()).toBe('Invalid code');
      expect(await primary.locator('.latch-spinner').count()).toBe(0);
      expect(await primary.getByRole('textbox', { name: 'Digit 1' }).inputValue()).toBe('');
      await page.screenshot({ path: 'test-results/J4-update-wrong-code-360.png' });
      await typeCode(journey, primary, primaryCode);

      // Then a code to the new address; once entered, Account shows the new address and a toast says so.
      const secondary = modalView(journey, 'Confirm New Email');
      await secondary.getByText(newEmail).waitFor();
      await typeCode(journey, secondary, await mailedCode(journey, newEmail));
      const updated = modalView(journey, 'Account');
      await updated.getByTestId('latch-account-email').filter({ hasText: newEmail }).waitFor();
      await page.locator('[data-latch-host="modal"]').getByText(`Email updated to ${newEmail}`).waitFor();
      expect(await shownAddress(updated)).toBe(address);

      // Reload: the frame keeps the session (wallet origin's storage), so the page reconnects without a code;
      // the wallet service now knows the wallet by its new address.
      await journey.reload();
      const short = `${address.slice(0, 6)}`;
      await accountButton(journey).filter({ hasText: short }).waitFor({ timeout: 30_000 });
      await accountButton(journey).click();
      const again = modalView(journey, 'Account');
      await again.getByTestId('latch-account-email').filter({ hasText: newEmail }).waitFor();

      // Disconnect: the header offers Connect again, and a reload stays out.
      await expectFitsPhone(journey.page, { id: 'J4', primary: accountActions(again) });
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await again.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      await journey.reload();
      expect(await connectButton(journey).textContent()).toContain('Connect Wallet');

      expect(await journey.finish('J4')).toEqual([]);
    });
  });
});

import { describe, expect, inject, it } from 'vitest';
import { devnetBalance } from './harness/devnetBalance.js';
import { enterMailedCode, shownAddress, submitEmail } from './harness/emailLogin.js';
import { runJourney } from './harness/journey.js';
import { accountButton, connectButton, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J4: e-mail one-time code (the embedded wallet of the stack wallet service)', () => {
  it('J4 log in by the mailed code; reload stays connected; disconnect', async () => {
    const l1 = stack.manifest.chains.find((chain) => chain.chainId === 31337);
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const email = `j4-${Date.now()}@example.com`;

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

      // Reload: the frame keeps the session (wallet origin's storage), so the page reconnects without a code.
      await journey.reload();
      const short = `${address.slice(0, 6)}`;
      await accountButton(journey).filter({ hasText: short }).waitFor({ timeout: 30_000 });
      await accountButton(journey).click();
      const again = modalView(journey, 'Account');
      await again.getByTestId('latch-account-email').filter({ hasText: email }).waitFor();

      // Disconnect: the header offers Connect again, and a reload stays out.
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await again.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      await journey.reload();
      expect(await connectButton(journey).textContent()).toContain('Connect Wallet');

      expect(await journey.finish('J4')).toEqual([]);
    });
  });
});

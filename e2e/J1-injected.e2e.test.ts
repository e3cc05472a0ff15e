import { describe, expect, inject, it } from 'vitest';
import { devnetBalance } from './harness/devnetBalance.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, listedWallets, walletRows } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J1: an injected wallet (EIP-6963 announced sandbox)', () => {
  it('J1 connect an injected wallet', async () => {
    const [l1] = stack.manifest.chains;
    const address = l1?.accounts[0];
    if (l1 === undefined || address === undefined) throw new Error('the devnet manifest has no chain 31337');

    await runJourney('J1', stack, {}, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();

      const modal = journey.modal();
      await modal.and(page.getByRole('dialog', { name: 'Connect Wallet' })).waitFor();
      // WalletConnect's QR entry heads the list (SPEC §2 connector order); the announced sandbox is the first wallet.
      const rows = walletRows(journey);
      await rows.first().waitFor();
      expect(await rows.first().textContent()).toContain('WalletConnect');
      const first = listedWallets(journey).first();
      expect(await first.textContent()).toContain('Latch Sandbox Wallet');

      await first.click();
      await modal.getByText('Continue in Latch Sandbox Wallet').waitFor();
      await journey.answerSandbox('Approve');

      await modal.and(page.getByRole('dialog', { name: 'Account' })).waitFor();
      const name = modal.getByRole('heading', { level: 3 });
      expect(await name.getAttribute('title')).toBe(address);
      const balance = modal.locator('.latch-account-balance');
      await expect.poll(() => balance.textContent()).toBe(await devnetBalance(l1.rpcUrl, address));
      expect(await journey.sandboxState()).toMatchObject({ authorised: true, chainId: 31337 });

      await expectFitsPhone(page, { id: 'J1', primary: accountActions(modal) });
      expect(await journey.finish('J1')).toEqual([]);
    });
  });
});

import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountButton, connectButton, modalView, openConnect, pickSandbox } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J17: the session lifecycle', () => {
  it('J17 a rejected connection shows retry; reload reconnects silently; disconnect', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`;

    await runJourney('J17', stack, { recordWalletCalls: true }, async (journey) => {
      await journey.openDemo();

      // Rejected in the wallet: the view says so, with Try again, which asks again.
      await openConnect(journey);
      await pickSandbox(journey);
      await journey.answerSandbox('Reject');
      const connecting = modalView(journey, 'Connect Wallet');
      await connecting.getByText('Connection rejected').waitFor();
      await expectFitsPhone(journey.page, {
        id: 'J17-rejected',
        primary: [connecting.getByRole('button', { name: 'Try again' })],
      });
      expect(await journey.finish('J17-rejected')).toEqual([]);
      await connecting.getByRole('button', { name: 'Try again' }).click();
      await journey.answerSandbox('Approve');
      await modalView(journey, 'Account').waitFor();
      await journey.page.keyboard.press('Escape');
      await accountButton(journey).filter({ hasText: short }).waitFor();

      // Reload: the sandbox remembers the site (localStorage, as an extension does), so the last session comes
      // back without the wallet asking (eth_accounts, never eth_requestAccounts).
      await journey.reload();
      await accountButton(journey).filter({ hasText: short }).waitFor();
      expect(await journey.sandboxDialog().count()).toBe(0);
      const calls = await journey.walletCalls();
      expect(calls).toContain('eth_accounts');
      expect(calls).not.toContain('eth_requestAccounts');

      // Disconnect from Account: the header offers Connect again, the wallet forgot the site, a reload stays out.
      await accountButton(journey).click();
      await modalView(journey, 'Account').getByRole('button', { name: 'Disconnect' }).click();
      await modalView(journey, 'Account').waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      expect((await journey.sandboxState()).authorised).toBe(false);
      await journey.reload();
      expect(await connectButton(journey).textContent()).toContain('Connect Wallet');
      expect(await journey.sandboxDialog().count()).toBe(0);
      expect(await journey.finish('J17')).toEqual([]);
    });
  });
});

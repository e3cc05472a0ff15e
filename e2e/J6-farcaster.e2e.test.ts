import { describe, expect, inject, it } from 'vitest';
import { captureOpenedLinks, openedLinks } from './harness/captureOpenedLinks.js';
import { shownAddress } from './harness/emailLogin.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, accountButton, connectButton, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J6: Sign In With Farcaster (our relay, the sandbox approver, the embedded wallet of the fid)', () => {
  it('J6 QR → the sandbox approver approves → Account with the Farcaster user name; reload stays connected; disconnect', async () => {
    await runJourney('J6', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 780 });
      // "Open in app" hands the connect URI to the Farcaster app; here it is recorded and opened in a second tab.
      await captureOpenedLinks(page);
      await journey.openDemo();

      // As a visitor finds it: Connect's social row, Farcaster among "More social logins" (SPEC §1's order puts it last).
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).click();
      const connect = modalView(journey, 'Connect Wallet');
      await connect.getByRole('button', { name: 'More social logins' }).click({ timeout: 30_000 });
      await connect.getByRole('button', { name: 'Continue with Farcaster' }).click();
      const farcaster = modalView(journey, 'Farcaster');
      await farcaster.getByTestId('latch-qr').waitFor({ timeout: 30_000 });
      await page.screenshot({ path: 'test-results/J6-qr-360.png' });
      // The demo follows the system's scheme: the same view in dark.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor();
      await page.screenshot({ path: 'test-results/J6-qr-dark-360.png' });
      await farcaster.getByRole('button', { name: 'Open in app' }).click();
      const [connectUri] = await openedLinks(page);
      expect(connectUri).toMatch(/\/farcaster\?channelToken=[A-Za-z0-9_-]{22}$/);

      // The sandbox approver (beside the sandbox wallet) shows the request and signs in as @alice (fid 1001).
      const approver = await page.context().newPage();
      await approver.setViewportSize({ width: 360, height: 780 });
      await approver.goto(connectUri ?? '');
      expect(await approver.locator('[data-field="domain"]').textContent()).toBe(new URL(stack.demoUrl).host);
      await approver.screenshot({ path: 'test-results/J6-approver-360.png' });
      await approver.emulateMedia({ colorScheme: 'dark' });
      await approver.screenshot({ path: 'test-results/J6-approver-dark-360.png' });
      await approver.getByRole('button', { name: 'Approve' }).click();
      await approver.getByText('Approved: signed in to').waitFor();
      await approver.screenshot({ path: 'test-results/J6-approved-dark-360.png' });
      await approver.close();

      // The frame sees the approval within a second or two; the connect flow moves on to Account with the user name.
      const account = modalView(journey, 'Account');
      await account.waitFor({ timeout: 30_000 });
      await account.getByTestId('latch-account-social').filter({ hasText: 'alice' }).waitFor();
      const address = await shownAddress(account);
      await page.screenshot({ path: 'test-results/J6-account-360.png' });
      await account.getByRole('button', { name: 'Close' }).click();
      await account.waitFor({ state: 'detached' });

      // Reload: the frame keeps the session (wallet origin's storage), the page reconnects and names the user.
      await journey.reload();
      await accountButton(journey)
        .filter({ hasText: address.slice(0, 6) })
        .waitFor({ timeout: 30_000 });
      await accountButton(journey).click();
      const again = modalView(journey, 'Account');
      await again.getByTestId('latch-account-social').filter({ hasText: 'alice' }).waitFor();

      // Disconnect: Connect again, and a reload stays out.
      await expectFitsPhone(journey.page, { id: 'J6', primary: accountActions(again) });
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await again.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      await journey.reload();
      expect(await connectButton(journey).textContent()).toContain('Connect Wallet');

      expect(await journey.finish('J6')).toEqual([]);
    });
  });
});

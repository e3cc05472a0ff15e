import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEV_IDP_PASSWORD } from '../services/dev-idp/testUsers.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, accountButton, connectButton, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

/** Signs in as alice on the dev IdP's page, unless it remembers her and goes straight to its consent. */
const signInAtDevIdp = async (popup: Page) => {
  const user = popup.getByLabel('User');
  await user
    .or(popup.getByRole('button', { name: 'Allow' }))
    .first()
    .waitFor({ timeout: 30_000 });
  if (!(await user.isVisible())) return;
  await user.fill('alice');
  await popup.getByLabel('Password').fill(DEV_IDP_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.getByRole('button', { name: 'Allow' }).waitFor({ timeout: 30_000 });
};
const SHOTS = process.env.J5_SCREENSHOTS;

describe('J5: social login through the development identity provider (popup, consent, return)', () => {
  it('J5 sign in with Google as alice in the popup (a closed popup, then consent denied, each with Retry); Account shows the provider and name; reload; disconnect', async () => {
    await runJourney('J5', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 780 });
      await journey.openDemo();
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).click();
      const connect = modalView(journey, 'Connect Wallet');
      const google = connect.getByRole('button', { name: 'Continue with Google' });
      await google.waitFor({ timeout: 30_000 });
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/connect-light-360.png` });
        await connect.getByRole('button', { name: 'More social logins' }).click();
        await google.focus();
        await page.keyboard.press('ArrowRight');
        await page.screenshot({ path: `${SHOTS}/connect-more-focus-360.png` });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: `${SHOTS}/connect-dark-360.png` });
        await page.emulateMedia({ colorScheme: 'light' });
      }

      // A popup the user closes: the view says so and offers Retry.
      const [closing] = await Promise.all([page.waitForEvent('popup'), google.click()]);
      const social = modalView(journey, 'Social Login');
      await social.getByText('Continue in the popup…').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/connecting-360.png` });
      await closing.close();
      await social
        .getByText('The sign-in window was closed before you finished')
        .waitFor({ timeout: 10_000 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/connecting-closed-360.png` });

      // Retry opens a new popup inside its click: the dev IdP's sign-in page, then its consent — denied there:
      // the catalogue's message, and Retry again.
      // Retry, sign in, and answer the consent with `answer`; the popup closes itself.
      const retryAndAnswer = async (answer: 'Allow' | 'Deny') => {
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          social.getByRole('button', { name: 'Retry' }).click(),
        ]);
        await signInAtDevIdp(popup);
        const closed = popup.waitForEvent('close');
        await popup.getByRole('button', { name: answer }).click();
        await closed;
      };
      await retryAndAnswer('Deny');
      await social.getByText('The sign-in was declined at the provider').waitFor({ timeout: 15_000 });
      await social.getByText('Sign-in failed').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/connecting-denied-360.png` });

      // Retry once more, and Allow this time (the dev IdP may remember alice's sign-in from the denied attempt).
      await retryAndAnswer('Allow');

      // Account of the embedded wallet: the provider and the user name.
      const account = modalView(journey, 'Account');
      await account.waitFor({ timeout: 30_000 });
      const who = account.getByTestId('latch-account-social');
      await expect.poll(() => who.textContent(), { timeout: 15_000 }).toMatch(/^Google: .*alice/i);
      const address = await account.getByRole('heading', { level: 3 }).getAttribute('title');
      if (address === null) throw new Error('Account shows no address');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-360.png` });

      // Reload: the wallet origin keeps the session, the page keeps the provider and name.
      await journey.reload();
      await accountButton(journey)
        .filter({ hasText: address.slice(0, 6) })
        .waitFor({ timeout: 30_000 });
      await accountButton(journey).click();
      const again = modalView(journey, 'Account');
      await expect
        .poll(() => again.getByTestId('latch-account-social').textContent())
        .toMatch(/^Google: .*alice/i);

      // Disconnect: Connect again, the provider forgotten, and a reload stays out.
      await expectFitsPhone(journey.page, { id: 'J5', primary: accountActions(again) });
      await again.getByRole('button', { name: 'Disconnect' }).click();
      await again.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      expect(await page.evaluate(() => JSON.stringify(Object.keys(localStorage)))).not.toContain(
        'social.provider',
      );
      await journey.reload();
      expect(await connectButton(journey).textContent()).toContain('Connect Wallet');

      expect(await journey.finish('J5')).toEqual([]);
    });
  });
});

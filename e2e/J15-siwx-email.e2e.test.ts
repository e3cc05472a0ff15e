import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { mailedCode, submitEmail } from './harness/emailLogin.js';
import { runJourney } from './harness/journey.js';
import { keptSignInTokens } from './harness/signIn.js';
import { accountButton, modalView } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J15 with the e-mail wallet: sign-in by personal_sign through the frame', () => {
  it('J15-email required sign-in after an e-mail login: the frame asks its own approval, the verifier keeps the session', async () => {
    const email = `j15-${Date.now()}@example.com`;

    await runJourney('J15-email', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      const tokens = () => keptSignInTokens(page);

      await journey.openDemo('?siwx=required');
      const confirm = await submitEmail(journey, email);
      const otp = await mailedCode(journey, email);
      await confirm.getByRole('textbox', { name: 'Digit 1' }).click();
      await page.keyboard.type(otp);

      // Logged in, no session: the modal asks to sign in and cannot be closed.
      const signIn = modalView(journey, 'Sign In');
      await signIn.getByText('Latch demo needs to connect to your wallet').waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      expect(await signIn.isVisible()).toBe(true);

      // Sign: personal_sign is an unsafe method, so the wallet service's frame shows its approval panel.
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
      const frame = page.frameLocator('iframe[data-latch-frame]');
      const approve = frame.getByRole('button', { name: 'Approve: Sign message' });
      await approve.waitFor();
      await frame.getByText('wants you to sign in with your Ethereum account:').first().waitFor();
      await page.screenshot({ path: await artifactPath('J15-email-approve') });
      // The modal waits on ApproveTransaction meanwhile, as for any unsafe request of the embedded wallet.
      await modalView(journey, 'Approve Transaction').waitFor();
      await approve.click();
      await journey.modal().waitFor({ state: 'detached' });
      await accountButton(journey).waitFor();

      // The verifier checked the embedded wallet's EIP-191 signature and made the session.
      await expect.poll(() => tokens().then((kept) => kept.length)).toBe(1);
      const [token] = await tokens();
      expect(token).toBeDefined();
      const answer = await fetch(
        `${stack.config.dataServiceUrl}/v1/siwx/session?projectId=${stack.config.projectId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(answer.status).toBe(200);

      // Reload: the frame keeps its login, the kept session counts, nothing asks.
      const asked = page.waitForResponse(
        (response) => response.url().includes('/v1/siwx/session') && response.request().method() === 'GET',
      );
      await journey.reload();
      expect((await asked).status()).toBe(200);
      await accountButton(journey).waitFor();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
      expect(await journey.modal().count()).toBe(0);
      expect(await journey.finish('J15-email')).toEqual([]);
    });
  });
});

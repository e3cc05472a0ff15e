import { describe, expect, inject, it } from 'vitest';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { askVerifier, keptSignInTokens } from './harness/signIn.js';
import { accountButton, connectButton, modalView, openConnect, pickSandbox } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J15: sign-in (SIWX) with the self-hosted verifier', () => {
  it('J15 required sign-in: cannot close, signs in, survives a reload, signs out on disconnect; Cancel disconnects', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`;

    await runJourney('J15', stack, {}, async (journey) => {
      const { page } = journey;
      const tokens = () => keptSignInTokens(page);
      const verifierSays = (token: string | undefined) =>
        askVerifier(stack.config, token).then((answer) => answer.status);

      await journey.openDemo('?siwx=required');
      await openConnect(journey);
      await pickSandbox(journey);
      await journey.answerSandbox('Approve');
      const signIn = modalView(journey, 'Sign In');
      await signIn.getByText('Latch demo needs to connect to your wallet').waitFor();

      // Required and no session: Escape and the close button leave it open.
      await page.keyboard.press('Escape');
      await signIn.getByRole('button', { name: 'Close' }).click();
      await page.waitForTimeout(300);
      expect(await signIn.isVisible()).toBe(true);
      await expectFitsPhone(page, {
        id: 'J15-sign-in',
        primary: [
          signIn.getByRole('button', { name: 'Cancel' }),
          signIn.getByRole('button', { name: 'Sign', exact: true }),
        ],
      });
      expect(await journey.finish('J15-sign-in')).toEqual([]);

      // Sign in the sandbox wallet: the verifier makes a session, the modal closes.
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
      await journey.answerSandbox('Approve');
      await signIn.waitFor({ state: 'detached' });
      const [token] = await tokens();
      expect(token).toBeDefined();
      expect(await verifierSays(token)).toBe(200);

      // Reload: the wallet reconnects, the kept session still counts, nothing asks.
      await journey.reload();
      await accountButton(journey).filter({ hasText: short }).waitFor();
      await page.waitForTimeout(500);
      expect(await journey.modal().count()).toBe(0);

      // Disconnect signs out: the verifier no longer knows the token.
      await accountButton(journey).click();
      await modalView(journey, 'Account').getByRole('button', { name: 'Disconnect' }).click();
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      await expect.poll(() => verifierSays(token)).toBe(401);
      expect(await tokens()).toEqual([]);

      // Connect again and Cancel: required, so Cancel disconnects.
      await openConnect(journey);
      await pickSandbox(journey);
      await journey.answerSandbox('Approve');
      await signIn.getByRole('button', { name: 'Cancel' }).click();
      await signIn.waitFor({ state: 'detached' });
      await connectButton(journey).filter({ hasText: 'Connect Wallet' }).waitFor();
      expect(await journey.finish('J15')).toEqual([]);
    });
  });
});

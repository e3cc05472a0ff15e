import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { runJourney } from './harness/journey.js';
import { askVerifier, keptSignInTokens } from './harness/signIn.js';
import { accountButton, listedWallets, modalView, openConnect } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J15 with a Solana wallet: sign-in by solana:signMessage', () => {
  it('J15-solana required sign-in with a Wallet Standard wallet: a Solana CAIP-122 message, signed ed25519, verified by the verifier', async () => {
    const cluster = stack.solanaManifest;
    const address = cluster.accounts[0];
    if (address === undefined) throw new Error('the Solana devnet manifest has no test account');
    const solana = { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.seed };

    await runJourney('J15-solana', stack, { sandbox: { solana } }, async (journey) => {
      const { page } = journey;
      const tokens = () => keptSignInTokens(page);
      const verifier = (token: string | undefined) => askVerifier(stack.config, token);

      await journey.openDemo('?solana=1&siwx=required');
      await openConnect(journey);
      await listedWallets(journey).filter({ hasText: 'Latch Sandbox Solana' }).click();
      await journey.answerSandbox('Approve');

      const signIn = modalView(journey, 'Sign In');
      await signIn.getByText('Latch demo needs to connect to your wallet').waitFor();
      await page.keyboard.press('Escape');
      expect(await signIn.isVisible()).toBe(true);
      expect(await journey.finish('J15-solana-sign-in')).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({
        path: await artifactPath('J15-solana-sign-in-360-light'),
        animations: 'disabled',
      });
      // The demo's System theme follows the scheme: the modal turns dark in place.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await page.screenshot({
        path: await artifactPath('J15-solana-sign-in-360-dark'),
        animations: 'disabled',
      });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Sign: the wallet is asked for solana:signMessage of the Solana CAIP-122 text.
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
      const dialog = journey.sandboxDialog();
      await dialog.waitFor();
      const shown = (await dialog.textContent()) ?? '';
      expect(shown).toContain('Sign message (Solana)');
      expect(shown).toContain('wants you to sign in with your Solana account:');
      expect(shown).toContain(address);
      await journey.answerSandbox('Approve');
      await signIn.waitFor({ state: 'detached' });
      await accountButton(journey).waitFor();

      // The verifier checked the ed25519 signature and made the session of the Solana account.
      const [token] = await tokens();
      expect(token).toBeDefined();
      const answer = await verifier(token);
      expect(answer.status).toBe(200);
      const session = JSON.stringify(await answer.json());
      expect(session).toContain(address);
      expect(session).toContain(cluster.caipNetworkId);

      // Reload: the Wallet Standard wallet reconnects silently and the kept session covers it — nothing is asked.
      const asked = page.waitForResponse(
        (response) => response.url().includes('/v1/siwx/session') && response.request().method() === 'GET',
      );
      await journey.reload();
      expect((await asked).status()).toBe(200);
      await accountButton(journey)
        .filter({ hasText: address.slice(0, 4) })
        .waitFor({ timeout: 30_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
      expect(await journey.modal().count()).toBe(0);
      expect(await tokens()).toEqual([token]);
      expect((await verifier(token)).status).toBe(200);

      expect(await journey.finish('J15-solana')).toEqual([]);
    });
  });
});

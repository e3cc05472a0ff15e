import { describe, expect, inject, it } from 'vitest';
import { scanQrCode } from '../testkits/browser/scanQrCode.js';
import { artifactPath } from './harness/artifacts.js';
import { runJourney } from './harness/journey.js';
import { askVerifier, keptSignInTokens } from './harness/signIn.js';
import { accountButton, modalView, openConnect, walletRows } from './harness/steps.js';
import { walletPageUrl } from './harness/walletPageUrl.js';

const stack = inject('journeyStack');

describe('J15 over WalletConnect: sign-in with a wallet on another device', () => {
  it('J15-wc required sign-in over WalletConnect: the sandbox wallet page signs, the verifier keeps the session, a reload keeps it', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`;

    // No injected wallet: the visitor scans the QR code with the (sandbox) wallet page in another tab.
    await runJourney('J15-wc', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      const tokens = () => keptSignInTokens(page);
      const verifier = (token: string | undefined) => askVerifier(stack.config, token);

      await journey.openDemo('?siwx=required');
      await openConnect(journey);
      await walletRows(journey).filter({ hasText: 'WalletConnect' }).first().click();
      const frame = modalView(journey, 'WalletConnect').locator('.latch-qr-frame[data-display="ready"]');
      await frame.getByRole('img', { name: 'QR code to scan with a wallet app' }).waitFor();
      const uri = await scanQrCode(page, frame);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

      const wallet = await page.context().newPage();
      try {
        await wallet.goto(walletPageUrl(stack.config, uri ?? ''));
        const proposal = wallet.getByRole('article').filter({ hasText: 'Connection request' });
        await proposal.getByRole('button', { name: 'Approve' }).click();
        await proposal.waitFor({ state: 'detached' });

        // Connected, no session: the modal asks to sign in, and required means it cannot be closed.
        const signIn = modalView(journey, 'Sign In');
        await signIn.getByText('Latch demo needs to connect to your wallet').waitFor();
        await page.keyboard.press('Escape');
        await signIn.getByRole('button', { name: 'Close' }).click();
        expect(await signIn.isVisible()).toBe(true);
        expect(await journey.finish('J15-wc-sign-in')).toEqual([]);
        await page.setViewportSize({ width: 360, height: 740 });
        await page.screenshot({
          path: await artifactPath('J15-wc-sign-in-360-light'),
          animations: 'disabled',
        });

        // A reload before signing: the WalletConnect session comes back without a sign-in, so it asks again.
        await page.emulateMedia({ colorScheme: 'dark' });
        await journey.reload();
        await signIn.getByText('Latch demo needs to connect to your wallet').waitFor();
        await page.screenshot({
          path: await artifactPath('J15-wc-sign-in-360-dark'),
          animations: 'disabled',
        });
        await page.setViewportSize({ width: 1280, height: 800 });

        // Sign: the request reaches the wallet page over the relay as personal_sign of the CAIP-122 text.
        await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
        const request = wallet.getByRole('article').filter({ hasText: 'Sign a message' });
        await request.waitFor();
        const shown = await request.textContent();
        expect(shown).toContain('personal_sign');
        expect(shown).toContain('wants you to sign in with your Ethereum account:');
        expect(shown).toContain(address);
        await wallet.screenshot({ path: await artifactPath('J15-wc-wallet') });
        await request.getByRole('button', { name: 'Approve' }).click();
        await request.waitFor({ state: 'detached' });
        await signIn.waitFor({ state: 'detached' });
      } finally {
        await wallet.close();
      }

      // The verifier made the session: its token is kept and its session names the WalletConnect account.
      const [token] = await tokens();
      expect(token).toBeDefined();
      const answer = await verifier(token);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain(address);
      await accountButton(journey).filter({ hasText: short }).waitFor();

      // Reload: the WalletConnect session is restored and the kept sign-in still counts, so nothing asks.
      const asked = page.waitForResponse(
        (response) => response.url().includes('/v1/siwx/session') && response.request().method() === 'GET',
      );
      await journey.reload();
      expect((await asked).status()).toBe(200);
      await accountButton(journey).filter({ hasText: short }).waitFor();
      // The flow decides on the verifier's answer; let the page settle a frame before looking.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
      expect(await journey.modal().count()).toBe(0);
      expect(await tokens()).toEqual([token]);
      expect((await verifier(token)).status).toBe(200);
      expect(await journey.finish('J15-wc')).toEqual([]);
    });
  });
});

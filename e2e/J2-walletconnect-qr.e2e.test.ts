import { describe, expect, inject, it } from 'vitest';
import { scanQrCode } from '../testkits/browser/scanQrCode.js';
import { artifactPath } from './harness/artifacts.js';
import { runJourney } from './harness/journey.js';
import { modalView, openConnect, walletRows } from './harness/steps.js';
import { walletPageUrl } from './harness/walletPageUrl.js';

const stack = inject('journeyStack');

describe('J2: WalletConnect by QR code', () => {
  it('J2 connect with WalletConnect QR', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');

    // No injected wallet: the visitor scans the code with the (sandbox) wallet on another device.
    await runJourney('J2', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      await openConnect(journey);
      await walletRows(journey).filter({ hasText: 'WalletConnect' }).first().click();
      const pairing = modalView(journey, 'WalletConnect');
      const frame = pairing.locator('.latch-qr-frame[data-display="ready"]');
      await frame.getByRole('img', { name: 'QR code to scan with a wallet app' }).waitFor();
      const uri = await scanQrCode(page, frame);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      expect(await journey.finish('J2-qr')).toEqual([]);

      const wallet = await page.context().newPage();
      try {
        await wallet.goto(walletPageUrl(stack.config, uri ?? ''));
        const proposal = wallet.getByRole('article').filter({ hasText: 'Connection request' });
        await proposal.getByRole('button', { name: 'Approve' }).click();
        await proposal.waitFor({ state: 'detached' });
        await wallet.screenshot({ path: await artifactPath('J2-wallet') });
      } finally {
        await wallet.close();
      }

      const account = modalView(journey, 'Account');
      await account.waitFor();
      expect(await account.getByRole('heading', { level: 3 }).getAttribute('title')).toBe(address);
      await account.locator('.latch-account-balance').filter({ hasText: 'ETH' }).waitFor();
      expect(await journey.finish('J2')).toEqual([]);
    });
  });
});

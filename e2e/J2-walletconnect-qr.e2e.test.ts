import { describe, expect, inject, it } from 'vitest';
import { scanQrCode } from '../testkits/browser/scanQrCode.js';
import { artifactPath } from './harness/artifacts.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, listedWallets, modalView, openConnect } from './harness/steps.js';
import { walletPageUrl } from './harness/walletPageUrl.js';

const stack = inject('journeyStack');

describe('J2: WalletConnect by QR code', () => {
  it('J2 connect with WalletConnect QR', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');

    // No injected wallet: the visitor picks the demo's sandbox wallet page (a web wallet) and gets its QR code to
    // scan with another device, and "Open in browser" to open the page itself on the same pairing.
    await runJourney('J2', stack, { sandbox: false }, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      await openConnect(journey);
      await listedWallets(journey).filter({ hasText: 'Latch Sandbox Wallet' }).click();
      const pairing = modalView(journey, 'WalletConnect');
      const frame = pairing.locator('.latch-qr-frame[data-display="ready"]');
      await frame.getByRole('img', { name: 'QR code to scan with a wallet app' }).waitFor();
      const uri = await scanQrCode(page, frame);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      const open = pairing.getByRole('link', { name: 'Open in browser' });
      const href = new URL((await open.getAttribute('href')) ?? '');
      expect({ page: href.origin, uri: href.searchParams.get('uri') }).toEqual({
        page: new URL(walletPageUrl(stack.config, '')).origin,
        uri,
      });
      await expectFitsPhone(page, { id: 'J2-qr', primary: [frame, open] });
      expect(await journey.finish('J2-qr')).toEqual([]);

      const [wallet] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
      try {
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
      await expectFitsPhone(journey.page, { id: 'J2', primary: accountActions(account) });
      expect(await journey.finish('J2')).toEqual([]);
    });
  });
});

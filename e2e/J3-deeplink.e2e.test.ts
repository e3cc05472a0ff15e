import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { PHONE } from './harness/browser.js';
import { captureOpenedLinks, openedLinks } from './harness/captureOpenedLinks.js';
import { runJourney } from './harness/journey.js';
import { modalView, openConnect, walletRows } from './harness/steps.js';
import { walletPageUrl } from './harness/walletPageUrl.js';

const stack = inject('journeyStack');
/**
 * The wallet picked from the catalogue. The registry snapshot has no listing for the sandbox wallet page (a
 * mobile_link to it), so the journey picks a catalogued wallet, takes the pairing uri its deep link carries and
 * hands it to the sandbox wallet page, as the phone would hand the link to the wallet app.
 */
const PICKED = 'MetaMask';

describe('J3: WalletConnect by deep link on a phone', () => {
  it('J3 connect by deep link in a mobile viewport', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    if (address === undefined) throw new Error('no devnet account');

    await runJourney('J3', stack, { sandbox: false, mobile: true, viewport: PHONE }, async (journey) => {
      const { page } = journey;
      await captureOpenedLinks(page);
      await journey.openDemo();
      await openConnect(journey);
      await walletRows(journey).filter({ hasText: 'WalletConnect' }).first().click();
      await modalView(journey, 'All Wallets').getByRole('button', { name: PICKED, exact: true }).click();

      const modal = page.locator('[data-latch-host="modal"]').getByRole('dialog');
      const open = modal.getByRole('button', { name: `Open ${PICKED}` });
      await open.and(page.locator(':enabled')).waitFor();
      expect(await journey.finish('J3-deeplink')).toEqual([]);
      await open.click();
      await expect.poll(() => openedLinks(page)).toHaveLength(1);
      const [link = ''] = await openedLinks(page);
      const uri = new URL(link.replace(/^[a-z-]+:\/\//, 'https://x/')).searchParams.get('uri') ?? '';
      expect(link).toContain(`wc?uri=${encodeURIComponent(uri)}`);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

      const wallet = await page.context().newPage();
      try {
        await wallet.goto(walletPageUrl(stack.config, uri));
        const proposal = wallet.getByRole('article').filter({ hasText: 'Connection request' });
        await proposal.getByRole('button', { name: 'Approve' }).click();
        await proposal.waitFor({ state: 'detached' });
        await wallet.screenshot({ path: await artifactPath('J3-wallet') });
      } finally {
        await wallet.close();
      }

      const account = modalView(journey, 'Account');
      await account.waitFor();
      expect(await account.getByRole('heading', { level: 3 }).getAttribute('title')).toBe(address);
      expect(await journey.finish('J3')).toEqual([]);
    });
  });
});

import { describe, expect, inject, it } from 'vitest';
import { PHONE } from '../testkits/browser/chromium.js';
import { artifactPath } from './harness/artifacts.js';
import { captureOpenedLinks, openedLinks } from './harness/captureOpenedLinks.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, listedWallets, modalView, openConnect } from './harness/steps.js';

const stack = inject('journeyStack');
/** The demo lists the sandbox wallet page as its own wallet (Latch's customWallets option). */
const PICKED = 'Latch Sandbox Wallet';

describe('J3: WalletConnect by deep link on a phone', () => {
  it('J3 connect by deep link in a mobile viewport', async () => {
    const address = stack.manifest.chains[0]?.accounts[0];
    const walletUrl = stack.config.walletUrl;
    if (address === undefined) throw new Error('no devnet account');
    if (walletUrl === undefined) throw new Error('the stack serves no sandbox wallet page');

    await runJourney('J3', stack, { sandbox: false, mobile: true, viewport: PHONE }, async (journey) => {
      const { page } = journey;
      await captureOpenedLinks(page);
      await journey.openDemo();
      await openConnect(journey);
      // Nothing is injected on the phone: the sandbox wallet is the demo's custom wallet, reached by WalletConnect.
      await listedWallets(journey).filter({ hasText: PICKED }).click();

      const open = journey.modal().getByRole('button', { name: `Open ${PICKED}` });
      await open.and(page.locator(':enabled')).waitFor();
      await expectFitsPhone(page, { id: 'J3-deeplink', primary: [open] });
      expect(await journey.finish('J3-deeplink')).toEqual([]);
      await open.click();
      await expect.poll(() => openedLinks(page)).toHaveLength(1);
      const [link = ''] = await openedLinks(page);
      // The wallet page's own link (relay and chains of this stack) with the pairing uri: <page>/wc?…&uri=wc:…
      const opened = new URL(link);
      expect(opened.origin).toBe(new URL(walletUrl).origin);
      expect(opened.pathname).toBe('/wc');
      expect(opened.searchParams.get('relay')).toBe(stack.config.relayUrl);
      expect(opened.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/);

      const wallet = await page.context().newPage();
      try {
        await wallet.goto(link);
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
      await expectFitsPhone(journey.page, { id: 'J3', primary: accountActions(account) });
      expect(await journey.finish('J3')).toEqual([]);
    });
  });
});

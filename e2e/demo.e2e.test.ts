import { createTestClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { solanaDevnetBalance } from './harness/devnetBalance.js';
import { expectFitsPhone, PHONE } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { registerName } from './harness/registerName.js';
import {
  accountButton,
  connectSandbox,
  listedWallets,
  modalView,
  openConnect,
  openWalletAction,
} from './harness/steps.js';

const stack = inject('journeyStack');
/** demo-360's own devnet account (anvil funds 0–9, 10 deploys, J13 takes 11) and the name it registers. */
const ME = 12;
const NAME = 'a-rather-long-registered-name.latch.id';

describe('the demo page', () => {
  it('injects the sandbox wallet itself with ?sandbox=1 (for visitors without an extension)', async () => {
    await runJourney('demo-sandbox', stack, { sandbox: false }, async (journey) => {
      await journey.openDemo();
      expect(await journey.page.evaluate(() => Reflect.has(window, '__LATCH_SANDBOX_WALLET__'))).toBe(false);
      await journey.page.getByRole('link', { name: 'Use the sandbox wallet' }).click();
      await journey.page.locator('body[data-latch-demo="started"]').waitFor({ state: 'attached' });
      expect(new URL(journey.page.url()).searchParams.get('sandbox')).toBe('1');
      expect(await journey.page.locator('section[aria-labelledby="wallets-title"]').textContent()).toContain(
        `as Latch Sandbox Solana, a funded ${stack.solanaManifest.name} account`,
      );
      await openConnect(journey);
      expect(await listedWallets(journey).first().textContent()).toContain('Latch Sandbox Wallet');
      const chainId = await journey.walletRequest('eth_chainId');
      expect(chainId).toBe('0x7a69');
      expect(await journey.walletRequest('eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/);
      const walletLink = journey.page.getByRole('link', { name: 'the sandbox wallet page' });
      const walletPage = new URL((await walletLink.getAttribute('href')) ?? '');
      expect(walletPage.origin).toBe(new URL(stack.config.walletUrl ?? '').origin);
      expect(walletPage.searchParams.get('relay')).toBe(stack.config.relayUrl);
      expect((await fetch(walletPage)).status).toBe(200);
      // The page link carries the Solana devnet too (the sandbox wallet page offers it over WalletConnect).
      expect(walletPage.searchParams.get('solana.cluster')).toBe(stack.solanaManifest.caipNetworkId);
      expect(await journey.finish('demo-sandbox')).toEqual([]);

      // The injected sandbox has its Solana side as well: the demo as shipped offers a Solana wallet.
      const address = stack.solanaManifest.accounts[0];
      await listedWallets(journey).filter({ hasText: 'Latch Sandbox Solana' }).click();
      await journey.sandboxDialog().waitFor();
      await journey.answerSandbox('Approve');
      const account = modalView(journey, 'Account');
      await account.waitFor();
      expect(await account.getByRole('heading', { level: 3 }).getAttribute('title')).toBe(address);
      await expect
        .poll(() => account.locator('.latch-account-balance').textContent())
        .toBe(await solanaDevnetBalance(stack.solanaManifest.rpcUrl, address ?? ''));
      expect(await journey.finish('demo-sandbox-solana')).toEqual([]);
    });
  });

  it('switches the page and the modal between light and dark, and remembers the choice over a reload', async () => {
    await runJourney('demo-theme', stack, { colorScheme: 'dark' }, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      const pageTheme = () => page.evaluate(() => document.documentElement.dataset.theme);
      const modalTheme = () => page.locator('.latch-root').first().getAttribute('data-theme');
      // No choice stored: the system's scheme (dark here) for the page and the modal.
      expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
      expect(await pageTheme()).toBe('dark');
      await openConnect(journey);
      expect(await modalTheme()).toBe('dark');
      expect(await journey.finish('demo-theme-dark')).toEqual([]);
      await page.keyboard.press('Escape');
      // Keyboard only: the radio group takes arrow keys.
      await page.getByRole('radio', { name: 'System' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
      expect(await pageTheme()).toBe('light');
      await openConnect(journey);
      expect(await modalTheme()).toBe('light');
      await page.reload();
      await page.locator('body[data-latch-demo="started"]').waitFor({ state: 'attached' });
      expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
      expect(await pageTheme()).toBe('light');
      await openConnect(journey);
      expect(await modalTheme()).toBe('light');
      expect(await journey.finish('demo-theme-light')).toEqual([]);
    });
  });

  it('at 360 px, connected with a registered name and a five-digit balance, nothing is wider than the phone and the actions are in sight', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    // An account of its own (no other journey uses index 12): 12,345 ETH and a long registered name, as a user has.
    const me = mnemonicToAccount(stack.manifest.mnemonic, { addressIndex: ME });
    await createTestClient({ mode: 'anvil', transport: http(l1.rpcUrl) }).setBalance({
      address: me.address,
      value: parseEther('12345'),
    });
    await registerName(stack, me, NAME, l1.chainId);
    await runJourney(
      'demo-360',
      stack,
      { viewport: PHONE, sandbox: { accountIndex: ME, chainId: l1.chainId } },
      async (journey) => {
        const { page } = journey;
        await journey.openDemo();
        const account = await connectSandbox(journey);
        // The name and the 5-digit balance: the header's account button and Account at their widest.
        await account.getByRole('heading', { name: NAME }).waitFor();
        await account.getByText('12,345', { exact: false }).first().waitFor();
        await accountButton(journey).waitFor();
        await expectFitsPhone(page, {
          id: 'demo-360-account',
          primary: [accountButton(journey), account.getByRole('button', { name: 'Close' })],
        });
        const send = await openWalletAction(journey, account, 'Send');
        await send.getByRole('textbox', { name: 'Amount' }).waitFor();
        // The empty form's Preview waits, saying why (issue 17: one behaviour with Swap and Register).
        await expectFitsPhone(page, {
          id: 'demo-360-send',
          primary: [
            send.getByRole('button', { name: 'Close' }),
            send.getByRole('button', { name: 'Pick a token to send' }),
          ],
        });
        expect(await journey.finish('demo-360')).toEqual([]);
      },
    );
  });
});

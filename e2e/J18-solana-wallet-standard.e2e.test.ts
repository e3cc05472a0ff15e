import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { solanaDevnetBalance } from './harness/devnetBalance.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import { accountActions, listedWallets, modalView, openConnect, openReceive } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J18: a Solana wallet (Wallet Standard sandbox)', () => {
  it('J18 connect a Wallet Standard wallet: Account shows its Solana address and SOL balance, Receive its address', async () => {
    const cluster = stack.solanaManifest;
    const address = cluster.accounts[0];
    if (address === undefined) throw new Error('the Solana devnet manifest has no test account');
    // The sandbox's Solana side holds the devnet's account/0 (its seed) and registers through the Wallet Standard.
    const solana = { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.seed };

    await runJourney('J18', stack, { sandbox: { solana } }, async (journey) => {
      // No `?solana=1`: the demo lists the Solana devnet whenever the stack runs it.
      await journey.openDemo();
      await openConnect(journey);
      const wallet = listedWallets(journey).filter({ hasText: 'Latch Sandbox Solana' });
      await wallet.click();
      const dialog = journey.sandboxDialog();
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`Cluster ${cluster.caipNetworkId}`);
      await journey.answerSandbox('Approve');

      const account = modalView(journey, 'Account');
      await account.waitFor();
      expect(await account.getByRole('heading', { level: 3 }).getAttribute('title')).toBe(address);
      // The SOL balance, read by the Solana chain reader from the devnet's JSON-RPC.
      const balance = account.locator('.latch-account-balance');
      await expect.poll(() => balance.textContent()).toBe(await solanaDevnetBalance(cluster.rpcUrl, address));
      await expectFitsPhone(journey.page, { id: 'J18', primary: accountActions(account) });
      expect(await journey.finish('J18')).toEqual([]);

      // Receive: the base58 address as text and in the QR code, the Solana devnet as its one network.
      const { receive, scanned } = await openReceive(journey, account);
      expect(scanned).toBe(address);
      expect(await receive.getByTestId('latch-receive-address').textContent()).toBe(
        `Your address: ${address}`,
      );
      const networks = receive
        .getByRole('region', { name: 'Receive on these networks' })
        .getByRole('listitem');
      expect(await networks.allTextContents()).toEqual([cluster.name]);
      await expectFitsPhone(journey.page, {
        id: 'J18-receive',
        primary: [receive.getByRole('button', { name: 'Copy', exact: true })],
      });
      expect(await journey.finish('J18-receive')).toEqual([]);
      const { page } = journey;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: await artifactPath('J18-receive-360-light'), animations: 'disabled' });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await page.screenshot({ path: await artifactPath('J18-receive-360-dark'), animations: 'disabled' });
    });
  });
});

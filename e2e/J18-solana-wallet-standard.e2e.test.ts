import { describe, expect, inject, it } from 'vitest';
import { solanaDevnetBalance } from './harness/devnetBalance.js';
import { runJourney } from './harness/journey.js';
import { listedWallets, modalView, openConnect } from './harness/steps.js';

const stack = inject('journeyStack');

describe('J18: a Solana wallet (Wallet Standard sandbox)', () => {
  it('J18 connect a Wallet Standard wallet: Account shows its Solana address and SOL balance', async () => {
    const cluster = stack.solanaManifest;
    const address = cluster.accounts[0];
    if (address === undefined) throw new Error('the Solana devnet manifest has no test account');
    // The sandbox's Solana side holds the devnet's account/0 (its seed) and registers through the Wallet Standard.
    const solana = { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.seed };

    await runJourney('J18', stack, { sandbox: { solana } }, async (journey) => {
      await journey.openDemo('?solana=1');
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
      expect(await journey.finish('J18')).toEqual([]);
    });
  });
});

import type { Locator } from 'playwright-core';
import { createPublicClient, createTestClient, getAddress, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { devnetBalance, solanaDevnetBalance } from './harness/devnetBalance.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { type Journey, runJourney } from './harness/journey.js';
import {
  accountActions,
  connectSandbox,
  listedWallets,
  modalView,
  networkButton,
  pickToken,
  shortAddress,
} from './harness/steps.js';

const stack = inject('journeyStack');

/** A screenshot at another size and scheme, then back to the journey's own (1280 × 800, light). */
async function screenshotAt(
  journey: Journey,
  name: string,
  size: { readonly width: number; readonly height: number },
  colorScheme: 'light' | 'dark',
): Promise<void> {
  const { page } = journey;
  const before = page.viewportSize();
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme });
  await page.screenshot({ path: await artifactPath(name), animations: 'disabled' });
  await page.emulateMedia({ colorScheme: 'light' });
  if (before !== null) await page.setViewportSize(before);
}

/**
 * The sandbox's EVM account in this journey and the one it sends to: outside the ten accounts anvil funds (and other
 * journeys use) and below the Farcaster custody keys (20…), funded here, so no other journey sees them change.
 */
const ME = 12;
const PEER = 13;
const AMOUNT = '1.25';
/** AMOUNT as the review and the toast say it (core/lib/format formatQuantity, as Activity). */
const AMOUNT_SHOWN = '1.250';

/** The Account view's address (its heading's title) and balance line, once they read `address` and `balance`. */
async function expectAccount(
  account: Locator,
  address: string,
  balance: () => Promise<string>,
): Promise<void> {
  const heading = account.getByRole('heading', { level: 3 });
  await expect.poll(() => heading.getAttribute('title')).toBe(address);
  const line = account.locator('.latch-account-balance');
  const expected = await balance();
  await expect.poll(() => line.textContent(), { timeout: 10_000 }).toBe(expected);
}

/** Account → its network chip → Choose Network → the network named `name`. */
async function pickNetwork(journey: Journey, account: Locator, from: string, name: string): Promise<void> {
  await account.getByRole('button', { name: `Network: ${from}` }).click();
  const networks = modalView(journey, 'Choose Network');
  await networks.getByRole('button', { name, exact: true }).click();
}

describe('J19: an EVM and a Solana wallet together', () => {
  it('J19 connect both, switch between them across namespaces; send on the active EVM one; a reload keeps both', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const cluster = stack.solanaManifest;
    const solanaAddress = cluster.accounts[0];
    if (solanaAddress === undefined) throw new Error('the Solana devnet manifest has no test account');
    const accountAt = (addressIndex: number) =>
      mnemonicToAccount(stack.manifest.mnemonic, { addressIndex }).address;
    const me = accountAt(ME);
    const peer = accountAt(PEER);
    const anvil = createTestClient({ mode: 'anvil', transport: http(l1.rpcUrl) });
    await anvil.setBalance({ address: me, value: parseEther('100') });
    const chain = createPublicClient({ transport: http(l1.rpcUrl) });
    const before = { peer: await chain.getBalance({ address: peer }) };
    const solana = { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.seed };

    await runJourney(
      'J19',
      stack,
      { sandbox: { accountIndex: ME, chainId: l1.chainId, solana } },
      async (journey) => {
        await journey.openDemo('?solana=1');

        // The EVM wallet first: Account shows its address and ETH balance.
        const account = await connectSandbox(journey);
        await expectAccount(account, me, () => devnetBalance(l1.rpcUrl, me));

        // Account's network chip → the Solana devnet: no Solana wallet yet, so Connect opens for Solana.
        await pickNetwork(journey, account, l1.name, cluster.name);
        await modalView(journey, 'Connect Wallet').waitFor();
        // It says why it opened, and that the EVM wallet stays connected.
        await modalView(journey, 'Connect Wallet')
          .getByText(
            `To switch to ${cluster.name}, connect a Solana wallet. Your wallet on ${l1.name} stays connected.`,
          )
          .waitFor();
        expect(await journey.finish('J19-switch-note')).toEqual([]);
        await screenshotAt(journey, 'J19-switch-note-360-dark', { width: 360, height: 740 }, 'dark');
        await listedWallets(journey).filter({ hasText: 'Latch Sandbox Solana' }).click();
        await journey.sandboxDialog().waitFor();
        await journey.answerSandbox('Approve');
        await account.waitFor();
        await account.getByRole('button', { name: `Network: ${cluster.name}` }).waitFor();
        await expectAccount(account, solanaAddress, () => solanaDevnetBalance(cluster.rpcUrl, solanaAddress));
        await networkButton(journey, cluster.name).waitFor();
        expect(await journey.finish('J19-solana')).toEqual([]);

        // Back to the EVM network: its wallet is still connected (no prompt), Account shows it again.
        await pickNetwork(journey, account, cluster.name, l1.name);
        await account.getByRole('button', { name: `Network: ${l1.name}` }).waitFor();
        await expectAccount(account, me, () => devnetBalance(l1.rpcUrl, me));
        await networkButton(journey, l1.name).waitFor();

        // Send on the active (EVM) side.
        await account
          .getByRole('navigation', { name: 'Wallet actions' })
          .getByRole('button', { name: 'Send' })
          .click();
        const send = modalView(journey, 'Send');
        await pickToken(send, 'Select token', /^Ether/);
        await send.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
        await send.getByRole('textbox', { name: 'To' }).fill(peer.toLowerCase());
        await send.getByRole('button', { name: 'Preview' }).click();
        const review = send.getByRole('region', { name: 'Review the transaction' });
        await review.waitFor();
        expect(await review.locator('[data-field="amount"]').textContent()).toBe(`${AMOUNT_SHOWN} ETH`);
        await review.getByRole('button', { name: 'Send' }).click();
        await journey.answerSandbox('Approve');
        await account.waitFor();
        await journey.page
          .locator('[data-latch-host="modal"]')
          .getByText(`Sent ${AMOUNT_SHOWN} ETH to ${shortAddress(getAddress(peer))}`)
          .waitFor();
        expect(await chain.getBalance({ address: peer })).toBe(before.peer + parseEther(AMOUNT));
        await expectAccount(account, me, () => devnetBalance(l1.rpcUrl, me));

        // A reload reconnects both wallets silently; the EVM one stays active, the Solana one is a switch away.
        await journey.reload();
        await networkButton(journey, l1.name).waitFor();
        await networkButton(journey, l1.name).click();
        const networks = modalView(journey, 'Choose Network');
        await networks.getByRole('button', { name: cluster.name, exact: true }).click();
        await networkButton(journey, cluster.name).waitFor();
        expect(await journey.sandboxDialog().count()).toBe(0);
        await journey.page.locator('[data-latch-host="account-button"]').getByRole('button').click();
        const reloaded = modalView(journey, 'Account');
        await expectAccount(reloaded, solanaAddress, () =>
          solanaDevnetBalance(cluster.rpcUrl, solanaAddress),
        );
        await expectFitsPhone(journey.page, { id: 'J19', primary: accountActions(reloaded) });
        expect(await journey.finish('J19')).toEqual([]);
      },
    );
  });
});

import { formatBalance } from '@latch/testing';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, inject, it } from 'vitest';
import { artifactPath } from './harness/artifacts.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { runJourney } from './harness/journey.js';
import {
  accountActions,
  listedWallets,
  modalView,
  openConnect,
  pickToken,
  shortAddress,
} from './harness/steps.js';

const stack = inject('journeyStack');

/** The sandbox's Solana account in this journey (the devnet's `account/7`; no other journey sends from it). */
const ME = 7;
const USDC_SENT = '12.5';
const SOL_SENT = '0.5';
/** The amounts as the review and the toast say them (core/lib/format formatQuantity, as Activity). */
const USDC_SHOWN = '12.500';
const SOL_SHOWN = '0.500';
/** How the success toast names a receiver: its first 6 and last 4 characters. */
const NOT_SOLANA = 'This is not a Solana address: it is 32 to 44 base58 characters';

describe('J10: send on Solana', () => {
  it('J10 send SPL USDC to a new token account and SOL to a new account with the Wallet Standard wallet', async () => {
    const cluster = stack.solanaManifest;
    const me = cluster.accounts[ME];
    if (me === undefined) throw new Error('the Solana devnet manifest has too few test accounts');
    const { mint, decimals } = cluster.tokens.USDC;
    const connection = new Connection(cluster.rpcUrl, 'confirmed');
    const lamports = async (owner: string) => BigInt(await connection.getBalance(new PublicKey(owner)));
    const usdc = async (owner: string) => {
      const accounts = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
        mint: new PublicKey(mint),
      });
      return accounts.value.reduce(
        (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount as string),
        0n,
      );
    };
    // Two addresses the chain has never seen: the USDC goes to a token account the send creates.
    const tokenReceiver = Keypair.generate().publicKey.toBase58();
    const solReceiver = Keypair.generate().publicKey.toBase58();
    const tokenAccountRent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    const before = { sol: await lamports(me), usdc: await usdc(me) };
    expect(before.usdc >= 12_500_000n).toBe(true);
    const solana = { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId, seed: cluster.seed };

    await runJourney(
      'J10',
      stack,
      { sandbox: { solana: { ...solana, accountIndex: ME } } },
      async (journey) => {
        const { page } = journey;
        await page.setViewportSize({ width: 360, height: 780 });
        await journey.openDemo('?solana=1');
        await openConnect(journey);
        await listedWallets(journey).filter({ hasText: 'Latch Sandbox Solana' }).click();
        await journey.answerSandbox('Approve');
        const account = modalView(journey, 'Account');
        await account.waitFor();
        expect(await account.getByRole('heading', { level: 3 }).getAttribute('title')).toBe(me);

        // On Solana the Account offers what works there: Buy, Receive and Send (no Swap).
        const actions = account.getByRole('navigation', { name: 'Wallet actions' }).getByRole('button');
        expect(await actions.allTextContents()).toEqual(['Buy', 'Receive', 'Send']);
        await actions.filter({ hasText: 'Send' }).click();

        // USDC to an address without a token account: the fee shown includes the rent of the one the send opens.
        const send = modalView(journey, 'Send');
        await pickToken(send, 'Select token', /USDC/);
        const shown = formatBalance(before.usdc, decimals, { thousands: true })._unsafeUnwrap();
        await send.getByText(`Balance: ${shown} USDC`).waitFor();
        expect(await send.getByRole('textbox', { name: 'To' }).getAttribute('placeholder')).toBe(
          'Solana address',
        );
        await send.getByRole('textbox', { name: 'Amount' }).fill(USDC_SENT);
        await send.getByRole('textbox', { name: 'To' }).fill(tokenReceiver);
        await send.getByRole('button', { name: 'Preview' }).click();
        const review = send.getByRole('region', { name: 'Review the transaction' });
        await review.waitFor();
        expect(await review.locator('[data-field="amount"]').textContent()).toBe(`${USDC_SHOWN} USDC`);
        expect(await review.locator('[data-field="receiver"]').getAttribute('title')).toBe(tokenReceiver);
        expect(await review.locator('[data-field="fee"]').textContent()).toMatch(/^0\.00204\d* SOL/);
        expect(await review.locator('[data-field="rent"]').textContent()).toBe(
          'incl. 0.00204 SOL account rent',
        );
        await page.screenshot({ path: await artifactPath('J10-preview-spl-light-360') });
        await review.getByRole('button', { name: 'Send' }).click();
        const dialog = journey.sandboxDialog();
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain('Send transaction (Solana)');
        await journey.answerSandbox('Approve');
        const modalHost = page.locator('[data-latch-host="modal"]');
        await modalHost.getByText(`Sent ${USDC_SHOWN} USDC to ${shortAddress(tokenReceiver)}`).waitFor();
        await account.waitFor();

        // Both sides on the devnet: the receiver's new token account holds the amount; the sender paid fee + rent.
        expect(await usdc(tokenReceiver)).toBe(12_500_000n);
        expect(await usdc(me)).toBe(before.usdc - 12_500_000n);
        const afterToken = await lamports(me);
        expect(before.sol - afterToken).toBe(5_000n + tokenAccountRent);
        const usdcRow = account.locator('[data-token="USDC"] [data-field="quantity"]');
        const left = formatBalance(before.usdc - 12_500_000n, decimals, { thousands: true })._unsafeUnwrap();
        await expect.poll(() => usdcRow.textContent(), { timeout: 10_000 }).toBe(left);

        // SOL: typed mistakes first (an amount over the balance, an EVM address), each in the catalogue's words.
        await actions.filter({ hasText: 'Send' }).click();
        await pickToken(send, 'Select token', /SOL/);
        await send.getByRole('textbox', { name: 'Amount' }).fill('100000');
        await send.getByText('Insufficient SOL balance').waitFor();
        await send.getByRole('textbox', { name: 'Amount' }).fill(SOL_SENT);
        await send.getByRole('textbox', { name: 'To' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
        await send.getByRole('button', { name: 'Preview' }).click();
        await send.getByRole('alert').filter({ hasText: NOT_SOLANA }).waitFor();
        await page.screenshot({ path: await artifactPath('J10-typed-mistake-light-360') });
        await send.getByRole('textbox', { name: 'To' }).fill(solReceiver);
        await send.getByRole('button', { name: 'Preview' }).click();
        await review.waitFor();
        expect(await review.locator('[data-field="fee"]').textContent()).toMatch(/^0\.000005 SOL/);
        expect(await review.locator('[data-field="rent"]').count()).toBe(0);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: await artifactPath('J10-preview-sol-dark-360') });
        await review.getByRole('button', { name: 'Send' }).click();
        await journey.answerSandbox('Approve');
        await modalHost.getByText(`Sent ${SOL_SHOWN} SOL to ${shortAddress(solReceiver)}`).waitFor();
        await account.waitFor();
        expect(await lamports(solReceiver)).toBe(500_000_000n);
        const afterSol = await lamports(me);
        expect(afterToken - afterSol).toBe(500_000_000n + 5_000n);
        // The Account's SOL balance is refreshed after the confirmation.
        const balance = account.locator('.latch-account-balance');
        const expected = formatBalance(afterSol, 9, { thousands: true })._unsafeUnwrap();
        await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe(`${expected} SOL`);

        await expectFitsPhone(page, { id: 'J10', primary: accountActions(account) });
        expect(await journey.finish('J10')).toEqual([]);
      },
    );
  });
});

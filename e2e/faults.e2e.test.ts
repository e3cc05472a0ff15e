import type { Locator } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import { type Journey, runJourney } from './harness/journey.js';
import {
  connectSandbox,
  listedWallets,
  modalView,
  openConnect,
  openWalletAction,
  pickToken,
} from './harness/steps.js';

const stack = inject('journeyStack');

/**
 * Issue 12, faults survived: the wallet rejects a send (the catalogue text and Try again; the retry sends once),
 * and a send and a swap submitted twice before the view re-renders (one transaction each reaches the chain). The
 * devnet accounts are this file's own: 1 sends, 2 swaps (see the README's list).
 */
const SENDER = 1;
const SWAPPER = 2;
/** An address no journey sends to. */
const RECEIVER = '0x000000000000000000000000000000000000fa17';

const chainOf = () => {
  const [l1] = stack.manifest.chains;
  if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
  return l1;
};
const addressOf = (index: number) => {
  const address = devnetAccounts(stack.manifest.mnemonic).accounts[index]?.address;
  if (address === undefined) throw new Error(`no devnet account ${index}`);
  return address;
};

/** What the chain says: the account's nonce and token balances (anvil directly, from Node). */
const chainState = (owner: `0x${string}`) => {
  const l1 = chainOf();
  const client = createPublicClient({ transport: http(l1.rpcUrl) });
  const tokenOf = (token: `0x${string}`, who: `0x${string}`) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
  return {
    nonce: () => client.getTransactionCount({ address: owner }),
    usdc: (who: `0x${string}` = owner) => tokenOf(l1.tokens.USDC.address, who),
  };
};

/** Connect → the sandbox wallet; one that approves by itself (`autoApprove`) shows no dialog to answer. */
async function connectApproving(journey: Journey, prompts: boolean) {
  if (prompts) return connectSandbox(journey);
  await openConnect(journey);
  await listedWallets(journey).first().filter({ hasText: 'Latch Sandbox Wallet' }).click();
  const account = modalView(journey, 'Account');
  await account.waitFor();
  return account;
}

/** Account → Send → USDC, `amount` to RECEIVER → Preview; the review region. */
async function previewSend(journey: Journey, amount: string, prompts: boolean) {
  const account = await connectApproving(journey, prompts);
  const send = await openWalletAction(journey, account, 'Send');
  await pickToken(send, 'Select token', /USD Coin/);
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
  await send.getByRole('button', { name: 'Preview' }).click();
  const review = send.getByRole('region', { name: 'Review the transaction' });
  await review.getByRole('button', { name: 'Send' }).waitFor();
  return { send, review };
}

/** Two clicks in one task: the second lands before any re-render, as a double-click on a slow page does. */
const clickTwice = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** The success toast of a send of `amount` USDC to RECEIVER. */
const sentToast = (journey: Journey, amount: string) =>
  journey.page.locator('[data-latch-host="modal"]').getByText(new RegExp(`^Sent ${amount} USDC to `));

/** Lets any second transaction a double-submit would have sent reach the chain before counting. */
const settleChain = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('faults: the wallet rejects, and double submits', () => {
  it('a rejected send shows the catalogue text and Try again; the retry sends exactly once', async () => {
    const me = addressOf(SENDER);
    const chain = chainState(me);
    const before = { nonce: await chain.nonce(), me: await chain.usdc(), peer: await chain.usdc(RECEIVER) };
    await runJourney(
      'F-send-reject',
      stack,
      { sandbox: { accountIndex: SENDER, chainId: chainOf().chainId } },
      async (journey) => {
        await journey.openDemo();
        const { review } = await previewSend(journey, '1.5', true);
        await review.getByRole('button', { name: 'Send' }).click();
        await journey.answerSandbox('Reject');

        // The catalogue's text for 4001, Try again offered, nothing sent, nothing left spinning.
        expect(await review.getByRole('alert').textContent()).toBe('User rejected the request.');
        const again = review.getByRole('button', { name: 'Try again' });
        await again.waitFor();
        expect(await review.getByRole('status').count()).toBe(0);
        expect(await chain.nonce()).toBe(before.nonce);

        await again.click();
        await review.getByRole('button', { name: 'Send' }).click();
        await journey.answerSandbox('Approve');
        await sentToast(journey, '1.5').waitFor();
        await settleChain();
        expect(await chain.nonce()).toBe(before.nonce + 1);
        expect(await chain.usdc()).toBe(before.me - parseUnits('1.5', 6));
        expect(await chain.usdc(RECEIVER)).toBe(before.peer + parseUnits('1.5', 6));
      },
    );
  });

  it('a send submitted twice sends one transaction', async () => {
    const me = addressOf(SENDER);
    const chain = chainState(me);
    const before = { nonce: await chain.nonce(), peer: await chain.usdc(RECEIVER) };
    await runJourney(
      'F-send-double',
      stack,
      { sandbox: { accountIndex: SENDER, chainId: chainOf().chainId, autoApprove: true } },
      async (journey) => {
        await journey.openDemo();
        const { review } = await previewSend(journey, '2.25', false);
        await clickTwice(review.getByRole('button', { name: 'Send' }));
        await sentToast(journey, '2.25').waitFor();
        await settleChain();
        expect(await chain.nonce()).toBe(before.nonce + 1);
        expect(await chain.usdc(RECEIVER)).toBe(before.peer + parseUnits('2.25', 6));
      },
    );
  });

  it('a swap submitted twice approves once and swaps once', async () => {
    const me = addressOf(SWAPPER);
    const chain = chainState(me);
    const before = { nonce: await chain.nonce(), usdc: await chain.usdc() };
    await runJourney(
      'F-swap-double',
      stack,
      { sandbox: { accountIndex: SWAPPER, chainId: chainOf().chainId, autoApprove: true } },
      async (journey) => {
        await journey.openDemo();
        const account = await connectApproving(journey, false);
        const swap = await openWalletAction(journey, account, 'Swap');
        await pickToken(swap, 'Select token to pay with', /USD Coin/);
        await pickToken(swap, 'Select token to receive', /Wrapped Ether/, 'weth');
        await swap.getByRole('textbox', { name: 'You pay' }).fill('10');
        await swap.locator('[data-field="min-received"]').waitFor();

        await clickTwice(swap.getByRole('button', { name: 'Approve USDC and swap' }));
        await swap.getByRole('region', { name: 'Swap complete' }).waitFor();
        await settleChain();
        // One approval and one swap: two transactions, ten USDC paid once.
        expect(await chain.nonce()).toBe(before.nonce + 2);
        expect(await chain.usdc()).toBe(before.usdc - parseUnits('10', 6));
      },
    );
  });
});

import { formatBalance } from '@latch/testing';
import { createPublicClient, erc20Abi, formatUnits, getAddress, http } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { devnetAccounts } from '../services/devnet/devnetAccounts.js';
import { expectFitsPhone } from './harness/fitsPhone.js';
import { type Journey, runJourney } from './harness/journey.js';
import { registerName } from './harness/registerName.js';
import { accountActions, connectSandbox, modalView, shortAddress } from './harness/steps.js';

const stack = inject('journeyStack');

/** The sandbox wallet's account in this journey, and the devnet account it sends to (no other journey uses them). */
const ME = 5;
const PEER = 6;
const AMOUNT = '12.5';
/** AMOUNT as the review and the toast say it (core/lib/format formatQuantity, as Activity). */
const AMOUNT_SHOWN = '12.500';
const ZONE = 'latch.id';
/** The name J9 registers for PEER (and one nobody has). */
const PEER_NAME = `peer-j9.${ZONE}`;
const UNKNOWN_NAME = `nobody-j9.${ZONE}`;

/** What J9 reads of a transaction the data service serves (CONTRACTS §1 Tx). */
interface Transaction {
  readonly metadata: { readonly operationType: string; readonly sentTo: string };
  readonly transfers: readonly {
    readonly direction: string;
    readonly fungible_info?: { readonly symbol?: string };
    readonly quantity: { readonly numeric: string };
  }[];
}

/** The data service's history of `account` on `chainId` (the first page). */
async function servedHistory(account: string, chainId: string): Promise<readonly Transaction[]> {
  const url = new URL(`/v1/account/${account}/history`, stack.config.dataServiceUrl);
  url.searchParams.set('projectId', stack.config.projectId);
  url.searchParams.set('chainId', chainId);
  return ((await (await fetch(url)).json()) as { data: readonly Transaction[] }).data;
}

/** J9's USDC send, as the data service serves it. */
const isOurSend = (tx: Transaction): boolean =>
  tx.metadata.operationType === 'send' &&
  tx.transfers.some(
    (transfer) =>
      transfer.direction === 'out' &&
      transfer.fungible_info?.symbol === 'USDC' &&
      transfer.quantity.numeric === AMOUNT,
  );

/** Account → Send (the wallet action), USDC picked and `amount` typed; the Send view. */
async function openSendUsdc(
  journey: Journey,
  account: Awaited<ReturnType<typeof connectSandbox>>,
  amount: string,
) {
  await account
    .getByRole('navigation', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send' })
    .click();
  const send = modalView(journey, 'Send');
  await send.getByRole('button', { name: 'Select token' }).click();
  await send
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: /USD Coin/ })
    .click();
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount);
  return send;
}

describe('J9: send on an EVM chain', () => {
  it('J9 send a token with the injected wallet', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const { accounts } = devnetAccounts(stack.manifest.mnemonic);
    const me = accounts[ME]?.address;
    const peer = accounts[PEER]?.address;
    if (me === undefined || peer === undefined) throw new Error('the devnet has too few accounts');
    const usdc = l1.tokens.USDC;
    const chain = createPublicClient({ transport: http(l1.rpcUrl) });
    const tokenBalance = (owner: `0x${string}`) =>
      chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    const sent = 12_500_000n;
    const before = {
      me: await tokenBalance(me),
      peer: await tokenBalance(peer),
      ether: await chain.getBalance({ address: me }),
    };
    expect(before.me >= sent).toBe(true);

    await runJourney('J9', stack, { sandbox: { accountIndex: ME, chainId: l1.chainId } }, async (journey) => {
      const { page } = journey;
      await journey.openDemo();
      const account = await connectSandbox(journey);

      // Account → Send (the wallet action), pick USDC, type the amount and another devnet account.
      await account
        .getByRole('navigation', { name: 'Wallet actions' })
        .getByRole('button', { name: 'Send' })
        .click();
      const send = modalView(journey, 'Send');
      await send.getByRole('button', { name: 'Select token' }).click();
      const tokens = send.getByRole('list', { name: 'Tokens' });
      await tokens.getByRole('button', { name: /USD Coin/ }).click();
      const shown = formatBalance(before.me, usdc.decimals, { thousands: true })._unsafeUnwrap();
      await send.getByText(`Balance: ${shown} USDC`).waitFor();
      await send.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
      await send.getByRole('textbox', { name: 'To' }).fill(peer.toLowerCase());
      await send.getByRole('button', { name: 'Preview' }).click();

      // The preview: amount, receiver, a fee estimated by the devnet; the sandbox approves the transaction.
      const review = send.getByRole('region', { name: 'Review the transaction' });
      await review.waitFor();
      expect(await review.locator('[data-field="amount"]').textContent()).toBe(`${AMOUNT_SHOWN} USDC`);
      expect(await review.locator('[data-field="receiver"]').getAttribute('title')).toBe(getAddress(peer));
      expect(await review.locator('[data-field="fee"]').textContent()).toMatch(/^\d+(\.\d+)? ETH/);
      await review.getByRole('button', { name: 'Send' }).click();
      await journey.answerSandbox('Approve');

      // Confirmed: the success toast, back on Account, whose token list reads the new balance.
      await modalView(journey, 'Account').waitFor();
      const toast = page
        .locator('[data-latch-host="modal"]')
        .getByText(`Sent ${AMOUNT_SHOWN} USDC to ${shortAddress(getAddress(peer))}`);
      await toast.waitFor();
      const after = {
        me: await tokenBalance(me),
        peer: await tokenBalance(peer),
        ether: await chain.getBalance({ address: me }),
      };
      expect(after.me).toBe(before.me - sent);
      expect(after.peer).toBe(before.peer + sent);
      expect(after.ether < before.ether).toBe(true);
      const row = modalView(journey, 'Account').locator('[data-token="USDC"] [data-field="quantity"]');
      const expected = formatBalance(after.me, usdc.decimals, { thousands: true })._unsafeUnwrap();
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toBe(expected);
      expect(formatUnits(before.me - after.me, usdc.decimals)).toBe(AMOUNT);

      // Activity names the peer who got the tokens, not the USDC contract the transaction called: the data
      // service's entry once its indexer has the block, then the row.
      await expect
        .poll(async () => (await servedHistory(me, l1.caipNetworkId)).find(isOurSend)?.metadata.sentTo, {
          timeout: 30_000,
        })
        .toBe(getAddress(peer));
      const accountView = modalView(journey, 'Account');
      await accountView.getByRole('tab', { name: 'Activity' }).click();
      const newest = accountView
        .getByRole('tabpanel', { name: 'Activity' })
        .locator('[data-transaction]')
        .first();
      await newest.waitFor();
      expect(await newest.locator('.latch-activity-sub').textContent()).toBe(
        `To ${shortAddress(getAddress(peer))}`,
      );
      await accountView.getByRole('tab', { name: 'Tokens' }).click();

      await expectFitsPhone(page, { id: 'J9', primary: accountActions(modalView(journey, 'Account')) });
      expect(await journey.finish('J9')).toEqual([]);
    });
  });

  it('J9 send to a registered name; a name nobody has is said at the field', async () => {
    const [l1] = stack.manifest.chains;
    if (l1 === undefined) throw new Error('the devnet manifest has no chain 31337');
    const { accounts } = devnetAccounts(stack.manifest.mnemonic);
    const me = accounts[ME]?.address;
    const peer = accounts[PEER];
    if (me === undefined || peer === undefined) throw new Error('the devnet has too few accounts');
    await registerName(stack, peer, PEER_NAME, l1.chainId);
    const usdc = l1.tokens.USDC;
    const chain = createPublicClient({ transport: http(l1.rpcUrl) });
    const tokenBalance = (owner: `0x${string}`) =>
      chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
    const before = { me: await tokenBalance(me), peer: await tokenBalance(peer.address) };

    await runJourney('J9', stack, { sandbox: { accountIndex: ME, chainId: l1.chainId } }, async (journey) => {
      await journey.openDemo();
      const send = await openSendUsdc(journey, await connectSandbox(journey), '1');
      const to = send.getByRole('textbox', { name: 'To' });
      const hint = send.locator('#latch-send-receiver-hint');

      // A name nobody registered: one message, at the field, naming it.
      await to.fill(UNKNOWN_NAME);
      await send
        .getByRole('alert')
        .filter({ hasText: `No address found for ${UNKNOWN_NAME}` })
        .waitFor();
      expect(await hint.textContent()).toBe(`No address found for ${UNKNOWN_NAME}`);
      expect(await send.getByText('Address is invalid').count()).toBe(0);

      // The registered name resolves to the peer, shown at the field and in the preview.
      await to.fill(PEER_NAME);
      await hint.filter({ hasText: 'Resolves to' }).waitFor();
      expect(await hint.getAttribute('title')).toBe(getAddress(peer.address));
      await send.getByRole('button', { name: 'Preview' }).click();
      const review = send.getByRole('region', { name: 'Review the transaction' });
      await review.waitFor();
      const receiver = review.locator('[data-field="receiver"]');
      expect(await receiver.getAttribute('title')).toBe(getAddress(peer.address));
      expect(await receiver.textContent()).toContain(PEER_NAME);
      await review.getByRole('button', { name: 'Send' }).click();
      await journey.answerSandbox('Approve');

      await modalView(journey, 'Account').waitFor();
      await journey.page
        .locator('[data-latch-host="modal"]')
        .getByText(`Sent 1.000 USDC to ${PEER_NAME}`)
        .waitFor();
      await expect.poll(() => tokenBalance(peer.address), { timeout: 10_000 }).toBe(before.peer + 1_000_000n);
      expect(await tokenBalance(me)).toBe(before.me - 1_000_000n);
      expect(await journey.finish('J9-name')).toEqual([]);
    });
  });
});

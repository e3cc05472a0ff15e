import type { Locator } from 'playwright-core';
import { scanQrCode } from '../../testkits/browser/scanQrCode.js';
import type { Journey } from './journey.js';

/** The Latch modal while it shows the view with this title (the dialog's accessible name). */
export const modalView = (journey: Journey, title: string): Locator =>
  journey.page.locator('[data-latch-host="modal"]').getByRole('dialog', { name: title, exact: true });

/** The rows of the Connect view's wallet list, in order. */
export const walletRows = (journey: Journey): Locator =>
  modalView(journey, 'Connect Wallet').getByRole('list', { name: 'Wallets' }).getByRole('button');

/**
 * The wallets the Connect view lists, in order, without the WalletConnect entry that heads the list (SPEC §2:
 * walletConnect, recent, injected/announced, featured, …) and the All Wallets entry.
 */
export const listedWallets = (journey: Journey): Locator =>
  modalView(journey, 'Connect Wallet')
    .getByRole('list', { name: 'Wallets' })
    .locator('button[data-wallet-id]:not(.latch-connect-wc)');

/** The header's connect button (inside its shadow root). */
export const connectButton = (journey: Journey): Locator =>
  journey.page.locator('[data-latch-host="connect-button"]').getByRole('button');

/** The header's account button (what the connect button becomes once connected). */
export const accountButton = (journey: Journey): Locator =>
  journey.page.locator('[data-latch-host="account-button"]').getByRole('button');

/** The header's network button, showing the network (or 'Switch Network') named `name`. */
export const networkButton = (journey: Journey, name: string): Locator =>
  journey.page.locator('[data-latch-host="network-button"]').getByRole('button', { name, exact: true });

/** Clicks Connect Wallet and waits for the Connect view. */
export async function openConnect(journey: Journey): Promise<void> {
  await connectButton(journey).filter({ hasText: 'Connect Wallet' }).click();
  await walletRows(journey).first().waitFor();
}

/** Picks the sandbox wallet (it must be the first wallet listed) and waits for its confirmation dialog. */
export async function pickSandbox(journey: Journey): Promise<void> {
  await listedWallets(journey).first().filter({ hasText: 'Latch Sandbox Wallet' }).click();
  await journey.sandboxDialog().waitFor();
}

/** Connect → sandbox wallet → Approve, ending on the Account view. */
export async function connectSandbox(journey: Journey): Promise<Locator> {
  await openConnect(journey);
  await pickSandbox(journey);
  await journey.answerSandbox('Approve');
  const account = modalView(journey, 'Account');
  await account.waitFor();
  return account;
}

/** Account view → one of its wallet actions (Send, Swap, Buy …); the action's view. */
export async function openWalletAction(journey: Journey, account: Locator, action: string): Promise<Locator> {
  await account
    .getByRole('navigation', { name: 'Wallet actions' })
    .getByRole('button', { name: action })
    .click();
  return modalView(journey, action);
}

/** Opens the token picker behind the `picker` button and picks the token named `token` (searched for first). */
export async function pickToken(
  view: Locator,
  picker: string,
  token: RegExp,
  search?: string,
): Promise<void> {
  await view.getByRole('button', { name: picker }).click();
  if (search !== undefined) await view.getByRole('searchbox', { name: 'Search tokens' }).fill(search);
  await view.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: token }).click();
}

/** An address as the modal shows it in texts and toasts (`0x1234…abcd`), read the way a user reads it. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** A history section's header as the user reads it ('June 2025'): the date's month in UTC, in English. */
export const monthHeading = (date: Date): string =>
  date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Account's primary actions, for the 360 px check: its Close button and the wallet actions (Send, Receive …). */
export const accountActions = (account: Locator): Locator[] => [
  account.getByRole('button', { name: 'Close' }),
  account.getByRole('navigation', { name: 'Wallet actions' }),
];

/**
 * Account's Receive action, as a user opens it: the Receive view once its QR code is drawn, and what the QR code
 * reads back from what Chromium drew.
 */
export async function openReceive(journey: Journey, account: Locator) {
  await account
    .getByRole('navigation', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Receive' })
    .click();
  const receive = modalView(journey, 'Receive');
  const frame = receive.getByRole('figure', { name: 'Your address as a QR code' });
  await frame.getByRole('img', { name: 'QR code to scan with a wallet app' }).waitFor();
  return { receive, scanned: await scanQrCode(journey.page, frame) };
}

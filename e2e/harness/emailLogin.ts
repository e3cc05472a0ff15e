import type { Locator } from 'playwright-core';
import { readMailedCode } from '../../services/embedded-wallet/testing/testWalletService.js';
import type { Journey } from './journey.js';
import { connectButton, modalView } from './steps.js';

/** The code the stack's mailbox (JSON at /messages?to=) holds for `email`: six digits. */
export async function mailedCode(journey: Journey, email: string): Promise<string> {
  const otp = await readMailedCode(
    { mailboxUrl: journey.stack.mailboxUrl, smtpUrl: '', close: async () => {} },
    email,
  );
  if (otp === undefined || !/^\d{6}$/.test(otp)) throw new Error(`no code mailed to ${email}`);
  return otp;
}

/** Connect Wallet → the e-mail field → Continue with email; the code view (Confirm Email) showing `email`. */
export async function submitEmail(journey: Journey, email: string): Promise<Locator> {
  await connectButton(journey).filter({ hasText: 'Connect Wallet' }).click();
  const connect = modalView(journey, 'Connect Wallet');
  await connect.getByRole('textbox', { name: 'Email' }).fill(email);
  await connect.getByRole('button', { name: 'Continue with email' }).click();
  const confirm = modalView(journey, 'Confirm Email');
  await confirm.getByText(email).waitFor();
  return confirm;
}

/** Types the mailed code into the code view's six boxes; the Account view of the embedded wallet after. */
export async function enterMailedCode(journey: Journey, confirm: Locator, email: string): Promise<Locator> {
  const otp = await mailedCode(journey, email);
  await confirm.getByRole('textbox', { name: 'Digit 1' }).click();
  await journey.page.keyboard.type(otp);
  const account = modalView(journey, 'Account');
  await account.waitFor({ timeout: 30_000 });
  await account.getByTestId('latch-account-email').filter({ hasText: email }).waitFor();
  return account;
}

/** The address the Account view shows (its heading's title). */
export async function shownAddress(account: Locator): Promise<`0x${string}`> {
  const address = await account.getByRole('heading', { level: 3 }).getAttribute('title');
  if (address === null || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new Error(`no address shown: ${address}`);
  return address as `0x${string}`;
}

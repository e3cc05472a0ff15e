import type { Locator } from 'playwright-core';
import { readMailedCode } from '../../services/embedded-wallet/testing/testWalletService.js';
import type { Journey } from './journey.js';
import type { JourneyStackInfo } from './startJourneyStack.js';
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

/** A six-digit code that is not `otp` (its last digit moved on by one). */
export const wrongCode = (otp: string): string => `${otp.slice(0, 5)}${(Number(otp.slice(5)) + 1) % 10}`;

/** Types `otp` into a code view's six boxes (from the first box, as a person does). */
export async function typeCode(journey: Journey, view: Locator, otp: string): Promise<void> {
  await view.getByRole('textbox', { name: 'Digit 1' }).click();
  await journey.page.keyboard.type(otp);
}

/** Types the mailed code into the code view's six boxes; the Account view of the embedded wallet after. */
export async function enterMailedCode(journey: Journey, confirm: Locator, email: string): Promise<Locator> {
  await typeCode(journey, confirm, await mailedCode(journey, email));
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

/**
 * Turns the stack's dev SMTP sink off (it answers every connection 421, as a mail server that is down) for the
 * length of `body`, and on again after it whatever happens, so no later journey finds it off.
 */
export async function whileSmtpIsDown<T>(
  stack: JourneyStackInfo,
  body: (up: () => Promise<void>) => Promise<T>,
) {
  const turn = async (accepting: boolean) => {
    const response = await fetch(`${stack.mailboxUrl}/smtp`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accepting }),
    });
    if (!response.ok)
      throw new Error(`the mail sink did not turn SMTP ${accepting ? 'on' : 'off'}: ${response.status}`);
  };
  await turn(false);
  try {
    return await body(() => turn(true));
  } finally {
    await turn(true);
  }
}

import { isLatchError } from './LatchError.js';
import { WALLET_UI_TEXT } from './texts/wallet.js';

const hasOwnText = (code: string): code is keyof typeof WALLET_UI_TEXT => Object.hasOwn(WALLET_UI_TEXT, code);

/**
 * The text a view shows for a failure: a wallet's, node's or transport's refusal in the person's words
 * (texts/wallet.ts: 4001 'You declined the request in your wallet', 4902, -32603, …, never the protocol's or
 * the wallet's own words), any other catalogue error's message as it is (its params are ours or the person's
 * input), and anything that is no catalogue error as the generic wallet failure. Every toast and banner of a
 * failed send, swap, sign-in or network switch says this; a raw failure is mapped by core/lib/rpc's
 * mapProviderFailure first (the one mapping from what a wallet throws to the catalogue).
 */
export function userMessage(error: unknown): string {
  if (!isLatchError(error)) return WALLET_UI_TEXT.INTERNAL_SDK_ERROR;
  return hasOwnText(error.code) ? WALLET_UI_TEXT[error.code] : error.message;
}

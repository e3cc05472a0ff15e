import { AMOUNT_TEXTS } from './texts/amounts.js';
import { COMMON_TEXTS } from './texts/common.js';
import { EMAIL_TEXTS } from './texts/email.js';
import { EMBEDDED_TEXTS, EMBEDDED_UI_TEXT } from './texts/embedded.js';
import { FARCASTER_TEXTS } from './texts/farcaster.js';
import { FLOW_TEXTS } from './texts/flow.js';
import { NAME_TEXTS } from './texts/names.js';
import { ONRAMP_TEXTS } from './texts/onramp.js';
import { RPC_TEXTS } from './texts/rpc.js';
import { SEND_TEXTS } from './texts/send.js';
import { SIWX_TEXTS } from './texts/siwx.js';
import { SOCIAL_TEXTS } from './texts/social.js';
import { SOLANA_TEXTS } from './texts/solana.js';
import { SPEC_ONLY_TEXTS } from './texts/spec.js';
import { SWAP_TEXTS } from './texts/swap.js';
import { VALIDATION_TEXTS } from './texts/validation.js';
import { WALLET_UI_TEXT } from './texts/wallet.js';

/**
 * The error catalogue: every message of SPEC §8 (and the validation texts of §5) under a stable code, kept in
 * parts by the module that says it (`./texts/<part>.ts`) so the page's first chunk carries only the shared part
 * and each lazily loaded flow brings its own texts. Each code is in exactly one part (LatchError.test.ts); an
 * error is made with its part's maker (`latchError` for the shared part, `emailError`, `rpcError`, …, each
 * exported by its part), which carries the text with it. `{name}` placeholders are filled from an error's params.
 *
 * Adding a text: put it in the part of the module that throws it and make the error with that part's maker; in
 * `texts/common.ts` only when the first paint or connect by wallet says it (first-load bytes: `npm run size`).
 * A new flow gets a new part: its file (texts and maker), its lines here and in index.ts.
 * Import this whole catalogue from tests, services and tooling only: code of the page uses the parts.
 */
export const CATALOGUE_PARTS = {
  common: COMMON_TEXTS,
  validation: VALIDATION_TEXTS,
  rpc: RPC_TEXTS,
  email: EMAIL_TEXTS,
  social: SOCIAL_TEXTS,
  farcaster: FARCASTER_TEXTS,
  embedded: EMBEDDED_TEXTS,
  flow: FLOW_TEXTS,
  amounts: AMOUNT_TEXTS,
  send: SEND_TEXTS,
  solana: SOLANA_TEXTS,
  swap: SWAP_TEXTS,
  onramp: ONRAMP_TEXTS,
  siwx: SIWX_TEXTS,
  names: NAME_TEXTS,
  spec: SPEC_ONLY_TEXTS,
} as const;

/** Every text of every part, by code. */
export const CATALOGUE = {
  ...COMMON_TEXTS,
  ...VALIDATION_TEXTS,
  ...RPC_TEXTS,
  ...EMAIL_TEXTS,
  ...SOCIAL_TEXTS,
  ...FARCASTER_TEXTS,
  ...EMBEDDED_TEXTS,
  ...FLOW_TEXTS,
  ...AMOUNT_TEXTS,
  ...SEND_TEXTS,
  ...SOLANA_TEXTS,
  ...SWAP_TEXTS,
  ...ONRAMP_TEXTS,
  ...SIWX_TEXTS,
  ...NAME_TEXTS,
  ...SPEC_ONLY_TEXTS,
} as const;

type Texts = typeof CATALOGUE;

declare module './LatchError.js' {
  /** Every part's texts: `ErrorCode` is their codes (merged here, so LatchError.ts imports no part). */
  interface CatalogueTexts extends Texts {}
}

/**
 * Every code of the catalogue (the same type as LatchError.ts's, declared here as well): the entry points export
 * this one, so a host's type checker reads this file — and its merging above — from `latch` alone.
 */
export type ErrorCode = keyof Texts;

/**
 * UI texts that differ from the thrown message (SPEC §5: 'Action not allowed'; a wallet's refusal in the person's
 * words, texts/wallet.ts and userMessage.ts).
 */
export const UI_TEXT: Partial<Record<ErrorCode, string>> = { ...EMBEDDED_UI_TEXT, ...WALLET_UI_TEXT };

import { errorsOf } from '../LatchError.js';

/**
 * The transaction flows' sender checks (core/lib/flowSteps's requireEvmSender, Solana's requireSolanaSender, the names
 * signer, the on-ramp hand-off): SPEC §8 texts.
 */
export const FLOW_TEXTS = {
  ACCOUNT_NOT_FOUND: 'Could not find an Account to execute with this Action.',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
} as const;

/** An error of the flows part: `flowError('ACCOUNT_NOT_FOUND')`. */
export const flowError = /* @__PURE__ */ errorsOf(FLOW_TEXTS);

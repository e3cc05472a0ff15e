import { errorsOf } from '../LatchError.js';

/** Solana requests and sends (core/validation's Solana checks, core/features/send/solana). */
export const SOLANA_TEXTS = {
  SOLANA_PARAMS_INVALID: 'Invalid Solana request parameters: {field}',
  // Not in SPEC §8: Solana's rent rules for a send (a new account, the sender's remainder, a new token account).
  INSUFFICIENT_BALANCE_FOR_RENT:
    "Insufficient {symbol} balance to pay the network fee and the rent of the receiver's token account",
  SOLANA_NEW_ACCOUNT_MINIMUM: 'A new Solana account must receive at least {amount} {symbol}',
  SOLANA_RENT_REMAINDER:
    'Keep at least {amount} {symbol} or send all of it: a Solana account cannot hold less',
  RECEIVER_NOT_SOLANA_ADDRESS: 'This is not a Solana address: it is 32 to 44 base58 characters',
  // Not in SPEC §8: what a Solana node or wallet reports of a send, in words a person can act on (the node's own
  // text stays in the error's details; mapSolanaSendFailure). Insufficient funds for the fee, and a fee payer the
  // network has never credited (AccountNotFound), are INSUFFICIENT_BALANCE_FOR_FEE.
  SOLANA_INSUFFICIENT_FUNDS_FOR_RENT: 'Insufficient SOL balance for rent',
  SOLANA_BLOCKHASH_EXPIRED: 'The transaction expired. Try again',
  SOLANA_SIMULATION_FAILED: 'The network refused the transaction',
  SOLANA_SEND_FAILED: 'The transaction could not be sent',
} as const;

/** An error of the Solana part: `solanaError('SOLANA_RENT_REMAINDER')`. */
export const solanaError = /* @__PURE__ */ errorsOf(SOLANA_TEXTS);

import { mapProviderFailure } from './mapProviderFailure.js';

/** Wallet messages for a chain they do not know (MetaMask, Rabby, Coinbase…). */
const UNRECOGNIZED_CHAIN = /unrecogni[sz]ed chain|chain .*not (been )?added|try adding the chain/i;

/**
 * True when a wallet refused to switch because it does not know the chain (code 4902, also when
 * nested in a -32603 wrapper, or a message saying so): SPEC §8 "On unrecognized chain the wallet is
 * asked to add the chain".
 */
export function isUnrecognizedChainError(failure: unknown): boolean {
  const error = mapProviderFailure(failure);
  if (error.code === 'SWITCH_CHAIN_ERROR') return true;
  return UNRECOGNIZED_CHAIN.test(error.details ?? '') || UNRECOGNIZED_CHAIN.test(error.message);
}

import { err, ok, type Result } from 'neverthrow';
import { type LatchError, solanaError } from '../../../lib/errors/index.js';
import { validateSolanaAddress } from '../../../lib/validation/index.js';
import { isNameInput } from '../isNameInput.js';

export type SolanaReceiverError = LatchError<'ADDRESS_INVALID'> | LatchError<'RECEIVER_NOT_SOLANA_ADDRESS'>;

/** What an EVM address looks like: a send on Solana says it is not a Solana one. */
const EVM_LIKE = /^0x/i;

/**
 * The receiver of a Solana send (typed, trimmed): a Solana address (SPEC §5: 32 to 44 base58 characters, 32
 * bytes). An EVM address or a name is RECEIVER_NOT_SOLANA_ADDRESS (names resolve on eip155 only, SPEC §1);
 * anything else that is not an address is ADDRESS_INVALID ('Address is invalid').
 */
export function resolveSolanaReceiver(
  input: string,
): Result<{ readonly address: string }, SolanaReceiverError> {
  const address = validateSolanaAddress(input);
  if (address.isOk()) return ok({ address: address.value });
  if (EVM_LIKE.test(input) || isNameInput(input)) {
    return err(solanaError('RECEIVER_NOT_SOLANA_ADDRESS', { details: JSON.stringify(input) }));
  }
  return err(address.error);
}

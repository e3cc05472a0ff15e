import { isLatchError, type LatchError, siwxError } from '../../lib/errors/index.js';
import { mapProviderFailure } from '../../lib/rpc/index.js';

/** Why a sign-in failed, as the view shows it (SPEC §8). */
export type SignInError = LatchError;

/**
 * A failure of any step (message, wallet, session): catalogue errors as they are, a wallet's refusal as
 * 'Signature declined' (SIGNATURE_DECLINED), anything else as the provider failure it maps to.
 */
export const toSignInError = (failure: unknown): SignInError => {
  if (isLatchError(failure)) return failure;
  const mapped = mapProviderFailure(failure);
  return mapped.code === 'USER_REJECTED' ? siwxError('SIGNATURE_DECLINED', { cause: mapped }) : mapped;
};

import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { isRecord } from '../../lib/validation/index.js';
import type { ModalOptionsInput } from './modalOptions.js';

/** The methods each sign-in option must have (CONTRACTS §5 `siwx`; the legacy `siweConfig`). */
const METHODS = {
  siwx: ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'],
  siweConfig: ['createMessage', 'getNonce', 'getSession', 'verifyMessage', 'signOut'],
} as const;

/** `siwx` / `siweConfig`, when set, must be objects with their methods: MODAL_OPTIONS_INVALID names the first missing. */
export const checkSignInOption = (
  input: Pick<ModalOptionsInput, 'siwx' | 'siweConfig'>,
): Result<void, LatchError<'MODAL_OPTIONS_INVALID'>> => {
  for (const option of ['siwx', 'siweConfig'] as const) {
    const value = input[option];
    const missing = METHODS[option].find((name) => !isRecord(value) || typeof value[name] !== 'function');
    if (value !== undefined && missing !== undefined)
      return err(latchError('MODAL_OPTIONS_INVALID', { params: { field: `${option}.${missing}` } }));
  }
  return ok(undefined);
};

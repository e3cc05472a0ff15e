import { err, ok, type Result } from 'neverthrow';
import { validateEmail } from '../../../core/lib/validation/index.js';

/**
 * One account per address: the SPEC §5 rule (core's validateEmail), then lower case. Only ASCII passes
 * the rule, so lower-casing is exact. Provider-specific aliases (dots, `+tag`) stay distinct addresses.
 */
export const normaliseEmail = (input: string): Result<string, string> => {
  const valid = validateEmail(input);
  return valid.isOk() ? ok(valid.value.toLowerCase()) : err(valid.error.message);
};

import { err, type Result } from 'neverthrow';
import { type NameFailure, nameFailure } from './NameFailure.js';
import { validateNameLabel } from './validateNameLabel.js';

export interface AccountName {
  /** `<label>.<zone>`, lower-case. */
  readonly name: string;
  readonly label: string;
}

/**
 * A full name in our zone (`alice.latch.id`, any case): the zone must be `zone` (already valid and
 * lower-case) and the label must pass SPEC §5. Returns both lower-cased.
 */
export const parseAccountName = (
  name: string,
  zone: string,
  field = 'name',
): Result<AccountName, NameFailure> => {
  const lower = name.toLowerCase();
  const suffix = `.${zone}`;
  if (!lower.endsWith(suffix)) {
    return err(nameFailure('invalid', field, `Name must end with ${suffix}`));
  }
  return validateNameLabel(lower.slice(0, -suffix.length), field).map((label) => ({
    name: `${label}${suffix}`,
    label,
  }));
};

import { err, type Result } from 'neverthrow';
import { validateAccountName } from '../../../core/lib/validation/index.js';
import { type NameFailure, nameFailure } from './NameFailure.js';
import { NAME_LABEL_MAX_LENGTH } from './nameRules.js';

/**
 * The label of a name (the part before the zone): SPEC §5 (letters, digits and hyphens, at least 4) and
 * at most 64 characters (CONTRACTS §1). Returns it lower-cased, so `Alice` and `alice` are one name.
 */
export const validateNameLabel = (label: string, field = 'name'): Result<string, NameFailure> => {
  if (label.length > NAME_LABEL_MAX_LENGTH) {
    return err(nameFailure('invalid', field, `Name must be at most ${NAME_LABEL_MAX_LENGTH} characters`));
  }
  return validateAccountName(label)
    .map((valid) => valid.toLowerCase())
    .mapErr((error) => nameFailure('invalid', field, error.message));
};

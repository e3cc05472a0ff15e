import { err, ok, type Result } from 'neverthrow';
import { emailError, type LatchError } from '../errors/index.js';

/** RFC 5321 limits: the whole address, the local part and one domain label. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

/** Dot-atom local part (RFC 5322 §3.4.1): atext runs separated by single dots. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One host label: letters, digits and inner hyphens (RFC 1123). */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** The top-level domain: at least two letters. */
const TLD = /^[A-Za-z]{2,}$/;

const invalid = (reason: string) => err(emailError('EMAIL_INVALID', { details: reason }));

/**
 * SPEC §5: the e-mail field must hold a valid address. A pragmatic RFC 5322 subset: the input is trimmed,
 * then it must be `local@domain.tld` with exactly one `@`, a dot-atom local part of at most 64 characters,
 * a domain of at least two host labels ending in an alphabetic TLD, no whitespace, at most 254 characters.
 * Returns the trimmed address.
 */
export const validateEmail = (input: string): Result<string, LatchError<'EMAIL_INVALID'>> => {
  const email = input.trim();
  if (email.length === 0) return invalid('empty');
  if (email.length > EMAIL_MAX_LENGTH) return invalid(`longer than ${EMAIL_MAX_LENGTH} characters`);
  const parts = email.split('@');
  if (parts.length !== 2) return invalid('must contain exactly one @');
  const [local = '', domain = ''] = parts;
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return invalid('invalid local part');
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TLD.test(tld)) return invalid('domain needs a top-level domain');
  const badLabel = labels.some((label) => label.length > LABEL_MAX_LENGTH || !LABEL.test(label));
  if (badLabel) return invalid('invalid domain label');
  return ok(email);
};

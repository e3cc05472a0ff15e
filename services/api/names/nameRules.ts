/**
 * The name registry's constants (CONTRACTS §1, SPEC §5). Names are `<label>.<zone>`, stored lower-case.
 */

/** CONTRACTS §1: the first label is at most 64 characters (SPEC §5 gives the minimum, 4). */
export const NAME_LABEL_MAX_LENGTH = 64;

/** CONTRACTS §1: a registration's timestamp must be within ±10 s of the server clock. */
export const REGISTRATION_TIMESTAMP_TOLERANCE_MS = 10_000;

/** CONTRACTS §1: suggestions are the exact name, then free variants, 5 in all. */
export const SUGGESTION_COUNT = 5;

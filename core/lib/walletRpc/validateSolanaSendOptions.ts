import { err, ok, type Result } from 'neverthrow';
import { type LatchError, solanaError } from '../errors/index.js';
import { isRecord } from '../validation/index.js';

/** SPEC §5: the commitments sign-and-send accepts as `preflightCommitment`. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const;

export type SolanaCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number];

/** Checked sign-and-send options: only the keys that were given. */
export interface ValidSolanaSendOptions {
  readonly skipPreflight?: boolean;
  readonly preflightCommitment?: SolanaCommitment;
  readonly maxRetries?: number;
  readonly minContextSlot?: number;
}

const OPTION_KEYS: readonly string[] = [
  'skipPreflight',
  'preflightCommitment',
  'maxRetries',
  'minContextSlot',
];

const isCommitment = (value: unknown): value is SolanaCommitment =>
  typeof value === 'string' && (SOLANA_PREFLIGHT_COMMITMENTS as readonly string[]).includes(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * SPEC §5 sign-and-send options: `skipPreflight` boolean, `preflightCommitment` one of
 * SOLANA_PREFLIGHT_COMMITMENTS, `maxRetries` and `minContextSlot` non-negative integers; any other key is
 * rejected and an `undefined` value counts as absent. `undefined` options mean none. The error names the
 * field under `path` (default `options`).
 */
export const validateSolanaSendOptions = (
  options: unknown,
  path = 'options',
): Result<ValidSolanaSendOptions, LatchError<'SOLANA_PARAMS_INVALID'>> => {
  if (options === undefined) return ok({});
  if (!isRecord(options)) return invalid(path);
  const unknownKey = Object.keys(options).find((key) => !OPTION_KEYS.includes(key));
  if (unknownKey !== undefined) return invalid(`${path}.${unknownKey}`);
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options;
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean')
    return invalid(`${path}.skipPreflight`);
  if (preflightCommitment !== undefined && !isCommitment(preflightCommitment)) {
    return invalid(`${path}.preflightCommitment`);
  }
  if (maxRetries !== undefined && !isCount(maxRetries)) return invalid(`${path}.maxRetries`);
  if (minContextSlot !== undefined && !isCount(minContextSlot)) return invalid(`${path}.minContextSlot`);
  return ok({
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  });
};

const invalid = (field: string) => err(solanaError('SOLANA_PARAMS_INVALID', { params: { field } }));

import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { isRecord } from '../../lib/validation/index.js';
import {
  DEFAULT_FEATURES,
  FEATURE_FLAGS,
  type FeatureFlag,
  type Features,
  type FeaturesInput,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './modalOptions.js';

type OptionsError = LatchError<'MODAL_OPTIONS_INVALID'>;

const invalid = (field: string) => err(latchError('MODAL_OPTIONS_INVALID', { params: { field } }));

const isFeatureFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);

const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * SPEC §1 features: fills every missing (or undefined) feature with its default. Flags must be booleans,
 * `socials` a duplicate-free list of known providers; unknown keys are rejected.
 */
export const resolveFeatures = (features: FeaturesInput | undefined): Result<Features, OptionsError> => {
  if (features === undefined) return ok(DEFAULT_FEATURES);
  if (!isRecord(features)) return invalid('features');
  const flags: Record<FeatureFlag, boolean> = { ...DEFAULT_FEATURES };
  for (const [key, value] of Object.entries(features)) {
    if (value === undefined || key === 'socials') continue;
    if (!isFeatureFlag(key) || typeof value !== 'boolean') return invalid(`features.${key}`);
    flags[key] = value;
  }
  return resolveSocials(features.socials).map((socials) => ({ ...flags, socials }));
};

const resolveSocials = (socials: unknown): Result<readonly SocialProvider[], OptionsError> => {
  if (socials === undefined) return ok(DEFAULT_FEATURES.socials);
  if (!Array.isArray(socials)) return invalid('features.socials');
  const list: SocialProvider[] = [];
  for (const [index, provider] of socials.entries()) {
    if (!isSocialProvider(provider) || list.includes(provider)) return invalid(`features.socials[${index}]`);
    list.push(provider);
  }
  return ok(list);
};

import { err, ok, type Result } from 'neverthrow';
import { type NameFailure, nameFailure } from './NameFailure.js';

const ZONE = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const ZONE_MAX_LENGTH = 190;

/** A zone (`latch.id`): dot-separated labels of letters, digits and hyphens; returned lower-cased. */
export const validateZone = (zone: string, field = 'zone'): Result<string, NameFailure> => {
  const lower = zone.toLowerCase();
  return lower.length <= ZONE_MAX_LENGTH && ZONE.test(lower)
    ? ok(lower)
    : err(nameFailure('invalid', field, `Invalid zone ${JSON.stringify(zone.slice(0, 64))}`));
};

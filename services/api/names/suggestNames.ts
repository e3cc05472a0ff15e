import type { NameSuggestion } from '../../../ports/index.js';
import { SUGGESTION_COUNT } from './nameRules.js';
import { nameVariants } from './nameVariants.js';

/** Which of these full names are registered. */
export type FindTakenNames = (names: readonly string[]) => Promise<ReadonlySet<string>>;

export interface SuggestNamesOptions {
  /** Candidates checked per query. Default 16. */
  readonly batchSize?: number;
  /** Queries at most (then fewer suggestions come back). Default 8. */
  readonly maxBatches?: number;
}

/**
 * CONTRACTS §1 suggestions for a valid, lower-case `label` in `zone`: the exact name first (with whether
 * it is registered), then free variants (see nameVariants), 5 in all. Candidates are checked in batches,
 * the exact name with the first one; should every candidate of `maxBatches` batches be taken, fewer come
 * back.
 */
export const suggestNames = async (
  findTaken: FindTakenNames,
  label: string,
  zone: string,
  options: SuggestNamesOptions = {},
): Promise<NameSuggestion[]> => {
  const batchSize = options.batchSize ?? 16;
  const maxBatches = options.maxBatches ?? 8;
  const full = (candidate: string) => `${candidate}.${zone}`;
  const exact = full(label);
  const variants = nameVariants(label);
  const suggestions: NameSuggestion[] = [];
  for (let batch = 0; batch < maxBatches && suggestions.length < SUGGESTION_COUNT; batch++) {
    const candidates = Array.from({ length: batchSize }, () => full(variants.next().value));
    const taken = await findTaken(batch === 0 ? [exact, ...candidates] : candidates);
    if (batch === 0) suggestions.push({ name: exact, registered: taken.has(exact) });
    for (const name of candidates) {
      if (suggestions.length === SUGGESTION_COUNT) break;
      if (!taken.has(name)) suggestions.push({ name, registered: false });
    }
  }
  return suggestions;
};

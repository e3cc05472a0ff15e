import { ResultAsync } from 'neverthrow';
import type { NamesApi } from '../../../ports/index.js';
import { mapRegistryFailure } from '../../kernel/walletCatalog/index.js';
import { labelOfName } from './labelOfName.js';
import { toZoneName } from './toZoneName.js';
import type { NameSuggestionView, NamesFailure } from './types.js';

export interface FetchNameSuggestionsArgs {
  readonly names: Pick<NamesApi, 'getSuggestions'>;
  /** A valid label (SPEC §5), as typed. */
  readonly label: string;
  readonly zone: string;
  /** Aborts the request once the answer is no longer wanted. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Suggestions for `label` in `zone` (GET /v1/profile/suggestions/{name}?zone, CONTRACTS §1: the exact name
 * first, then free variants). Each is shown as a full name of the zone; malformed entries are dropped and a
 * name is listed once. Failures carry the server's reason when it gave one.
 */
export const fetchNameSuggestions = ({
  names,
  label,
  zone,
  signal,
}: FetchNameSuggestionsArgs): ResultAsync<readonly NameSuggestionView[], NamesFailure> =>
  ResultAsync.fromPromise(
    Promise.resolve().then(() => names.getSuggestions({ name: label.toLowerCase(), zone, signal })),
    mapRegistryFailure,
  ).map(({ suggestions }) => {
    const seen = new Set<string>();
    const views: NameSuggestionView[] = [];
    for (const suggestion of Array.isArray(suggestions) ? suggestions : []) {
      if (typeof suggestion?.name !== 'string' || suggestion.name === '') continue;
      const suggestedLabel = labelOfName(suggestion.name, zone).toLowerCase();
      const name = toZoneName(suggestedLabel, zone);
      if (seen.has(name)) continue;
      seen.add(name);
      views.push({ name, label: suggestedLabel, registered: suggestion.registered === true });
    }
    return views;
  });

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { OnrampApi, OnrampOptions } from '../../../ports/index.js';
import { mapRegistryFailure } from '../../kernel/walletCatalog/index.js';
import { latchError } from '../../lib/errors/index.js';
import { sanitizeOnrampOptions } from './sanitizeOnrampOptions.js';
import type { OnrampError } from './types.js';

/** GET /v1/onramp/options, kept to its well-formed entries; an unusable answer is QUERY_DATA_UNDEFINED. */
export const fetchOnrampOptions = (
  onrampApi: Pick<OnrampApi, 'getOptions'>,
  signal?: AbortSignal,
): ResultAsync<OnrampOptions, OnrampError> =>
  ResultAsync.fromPromise(
    Promise.resolve().then(() => onrampApi.getOptions({ signal })),
    mapRegistryFailure,
  ).andThen((answer) => {
    const options = sanitizeOnrampOptions(answer);
    return options === undefined
      ? errAsync(latchError('QUERY_DATA_UNDEFINED', { details: 'onramp options' }))
      : okAsync(options);
  });

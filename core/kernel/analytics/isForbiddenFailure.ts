import type { HttpFailure } from '../../../ports/index.js';

/** True when an adapter rejected with an HttpFailure of status 403 (project not allowed). */
export function isForbiddenFailure(failure: unknown): failure is HttpFailure & { readonly status: 403 } {
  return (
    typeof failure === 'object' &&
    failure !== null &&
    'kind' in failure &&
    failure.kind === 'HttpFailure' &&
    'status' in failure &&
    failure.status === 403
  );
}

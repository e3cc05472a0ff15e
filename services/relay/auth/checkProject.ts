import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { ProjectCheck } from '../relayOptions.js';
import type { AuthFailure, ClientIdentity } from './authenticateClient.js';

/**
 * Lets the connection through when no project check is configured (open mode) or the project (and the
 * page's Origin, when sent) is allowed; a missing project id counts as the empty one. A check that cannot
 * answer refuses with 503 (fail closed, but told apart from a refusal).
 */
export function checkProject(
  identity: ClientIdentity,
  origin: string | undefined,
  isProjectAllowed: ProjectCheck | undefined,
): ResultAsync<ClientIdentity, AuthFailure> {
  if (isProjectAllowed === undefined) return okAsync(identity);
  const projectId = identity.projectId ?? '';
  const refused: AuthFailure = {
    status: 403,
    reason: `Project ${projectId === '' ? '(none)' : projectId} is not allowed on this relay${origin === undefined ? '' : ' from this origin'}`,
  };
  const unavailable: AuthFailure = { status: 503, reason: 'The project check is unavailable, try again' };
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => isProjectAllowed(projectId, origin)),
    () => unavailable,
  ).andThen((allowed) => (allowed ? okAsync(identity) : errAsync(refused)));
}

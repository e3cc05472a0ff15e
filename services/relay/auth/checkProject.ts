import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { AuthFailure, ClientIdentity } from './authenticateClient.js';

/**
 * Lets the connection through when no project check is configured or the project is allowed; a missing
 * project id counts as the empty one. A failing check refuses (fail closed).
 */
export function checkProject(
  identity: ClientIdentity,
  isProjectAllowed: ((projectId: string) => Promise<boolean>) | undefined,
): ResultAsync<ClientIdentity, AuthFailure> {
  if (isProjectAllowed === undefined) return okAsync(identity);
  const projectId = identity.projectId ?? '';
  const refused: AuthFailure = {
    status: 403,
    reason: `Project ${projectId === '' ? '(none)' : projectId} is not allowed on this relay`,
  };
  return ResultAsync.fromPromise(isProjectAllowed(projectId), () => refused).andThen((allowed) =>
    allowed ? okAsync(identity) : errAsync(refused),
  );
}

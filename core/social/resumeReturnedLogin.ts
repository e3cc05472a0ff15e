import { when } from 'mobx';
import type { ResultAsync } from 'neverthrow';
import type { Connection } from '../connection/index.js';
import type { SocialLoginError } from './SocialLoginStore.js';

export interface ReturnedLoginDeps {
  /** The result this page was opened with (`#result_uri=` or `?result_uri=`), taken out of the address. */
  readonly takeReturnedResult: (() => string | undefined) | undefined;
  /** The AUTH connector's id, once discovery lists it: the login waits for it. */
  readonly connectorId: () => string | undefined;
  /** The social flow, fetched on first use. */
  readonly load: () => Promise<{
    resume(resultUri: string): ResultAsync<Connection, SocialLoginError>;
  }>;
  /** A failed redemption (the catalogue error): the host page shows it. */
  readonly onError: (error: SocialLoginError) => void;
}

/**
 * The popup-less return of a social login (a Telegram mini-app, SPEC §1): the callback sent this page back with
 * the result in its address. It is taken out of the address at once (the code never stays in the address bar or
 * the history), and once the AUTH connector is listed the social flow redeems it through the frame, which accepts
 * only a result of its own callback page for the login it began. Returns a stop for the wait.
 */
export const resumeReturnedLogin = (deps: ReturnedLoginDeps): (() => void) => {
  const resultUri = deps.takeReturnedResult?.();
  if (resultUri === undefined) return () => {};
  return when(
    () => deps.connectorId() !== undefined,
    () => {
      void deps
        .load()
        .then((social) => social.resume(resultUri))
        .then(
          (result) => {
            if (result.isErr() && result.error.code !== 'REQUEST_ABORTED') deps.onError(result.error);
          },
          () => undefined,
        );
    },
  );
};

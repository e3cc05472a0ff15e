import { err, ok } from 'neverthrow';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';
import { type IdentityLogin, signedInWith } from './userOf.js';

const PROVIDER = /^[a-z]{1,16}$/;
const MAX_RESULT_URI = 4096;
const MAX_RETURN_URL = 2048;
/** The service's callback page (services/embedded-wallet/social/callbackPage.ts). */
const CALLBACK_PATH = '/social/callback';
/** The service's launch page, the popup's first (same file). */
const LAUNCH_PATH = '/social/launch';
const NOT_STARTED = 'The sign-in could not be started. Please try again';
export const FOREIGN_RESULT = 'The sign-in result did not come from the wallet service';

/** `uri` if it is this service's own page at `path`, or undefined. */
const ownPage = (uri: unknown, ownOrigin: string, path: string): string | undefined => {
  if (typeof uri !== 'string' || uri.length === 0 || uri.length > MAX_RESULT_URI) return undefined;
  try {
    const url = new URL(uri);
    return url.origin === ownOrigin && url.pathname === path ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** The result URI if it is this service's own callback page (anything else is refused unsent). */
export const ownCallback = (uri: unknown, ownOrigin: string): string | undefined =>
  ownPage(uri, ownOrigin, CALLBACK_PATH);

/** A page of the host origin (the popup-less return address), or undefined. */
const pageOfHost = (text: unknown, hostOrigin: string): string | undefined => {
  if (typeof text !== 'string' || text.length > MAX_RETURN_URL) return undefined;
  try {
    const url = new URL(text);
    return url.origin === hostOrigin ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET_SOCIAL_REDIRECT_URI {provider, returnUrl?} → {uri}: the popup's first page, the service's own
 * `/social/launch?login=` (it sets the launching browser's cookie, then sends the popup on to the provider: the
 * callback completes the login only in that browser), the login bound to this frame by a random binding kept in the
 * frame's storage (a result from a login another browser began is refused: no login CSRF); `returnUrl`, a page of
 * the host origin, is where a popup-less
 * login (a Telegram mini-app) comes back to with `?result_uri=`. CONNECT_SOCIAL {uri} → the user: the callback page's
 * `resultUri`, accepted only from this service's origin, redeemed by the service; the token stays here.
 */
export const socialHandlers = (deps: FrameDeps): FrameHandlers => [
  [
    'GET_SOCIAL_REDIRECT_URI',
    async (payload) => {
      const { provider, returnUrl } = fieldsOf(payload);
      if (typeof provider !== 'string' || !PROVIDER.test(provider)) return err('Unknown sign-in method');
      const back = returnUrl === undefined ? undefined : pageOfHost(returnUrl, deps.hostOrigin);
      if (returnUrl !== undefined && back === undefined)
        return err('The return address must be a page of the app');
      const started = await deps.api.post<{ uri: string }>('/v1/social/start', {
        provider,
        binding: deps.store.newSocialBinding(),
        ...(back !== undefined ? { returnUrl: back } : {}),
      });
      if (started.isErr()) return err(started.error.message);
      // Never the provider's URL directly: a popup sent there skips the launch cookie, and its callback is refused.
      const launch = ownPage(started.value.uri, deps.ownOrigin, LAUNCH_PATH);
      if (launch === undefined) return err(NOT_STARTED);
      return ok({ uri: launch });
    },
  ],
  [
    'CONNECT_SOCIAL',
    async (payload) => {
      const resultUri = ownCallback(fieldsOf(payload).uri, deps.ownOrigin);
      if (resultUri === undefined) return err(FOREIGN_RESULT);
      const binding = deps.store.socialBinding();
      if (binding === undefined) return err('No sign-in is under way. Please try again');
      const connected = await deps.api.post<IdentityLogin>('/v1/social/connect', { resultUri, binding });
      deps.store.clearSocialBinding();
      if (connected.isErr()) return err(connected.error.message);
      return ok(signedInWith(deps, connected.value));
    },
  ],
];

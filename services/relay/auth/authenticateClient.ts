import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import { parseRequestTarget } from '../../http-front/parseRequestTarget.js';
import { normaliseRelayUrl } from './normaliseRelayUrl.js';

/** Who is on the other end of a socket: the JWT issuer (did:key client id) and the project it named. */
export interface ClientIdentity {
  readonly clientId: string;
  readonly projectId: string | undefined;
}

/** Why an upgrade is refused; the relay answers with `status` and `reason` as the body. */
export interface AuthFailure {
  readonly status: 400 | 401 | 403 | 429 | 503;
  readonly reason: string;
}

export interface AuthenticateInput {
  /** The request target of the upgrade (`/?auth=…&projectId=…`). */
  readonly requestUrl: string;
  /** Normalised URLs the JWT `aud` must match (see relayAudiences). */
  readonly audiences: ReadonlySet<string>;
  /** Milliseconds since the epoch. */
  readonly now: number;
}

interface JwtClaims {
  readonly iss: string;
  readonly aud: string;
  readonly exp: number;
}

const unauthorized = (reason: string): AuthFailure => ({ status: 401, reason });
const badRequest = (reason: string): AuthFailure => ({ status: 400, reason });

/** The SDKs' JWTs are about 400 characters; anything far longer is not one. */
const MAX_JWT_LENGTH = 4_096;
/** Project ids as the data service accepts them. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A query parameter that must appear at most once: a repeated one is ambiguous (which one did a proxy see?). */
function single(query: URLSearchParams, name: string): string | undefined | AuthFailure {
  const values = query.getAll(name);
  if (values.length > 1) return badRequest(`Query parameter ${name} is repeated`);
  return values[0];
}
const isFailure = (value: unknown): value is AuthFailure => isRecord(value) && 'status' in value;

function readClaims(jwt: string): JwtClaims | undefined {
  try {
    const { payload } = decodeJWT(jwt);
    const claims: unknown = payload;
    if (!isRecord(claims)) return undefined;
    const { iss, aud, exp } = claims;
    return typeof iss === 'string' && typeof aud === 'string' && typeof exp === 'number'
      ? { iss, aud, exp }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the `auth` query parameter of a relay connection: an EdDSA (ed25519, did:key issuer) JWT whose
 * signature verifies, that has not expired and whose audience is this relay (normalised URL). The
 * signature check is @walletconnect/relay-auth's; it does not look at `exp` or `aud`, so we do.
 */
export function authenticateClient(input: AuthenticateInput): ResultAsync<ClientIdentity, AuthFailure> {
  const query = parseRequestTarget(input.requestUrl)?.searchParams;
  if (query === undefined) return errAsync(badRequest('Bad request target'));
  const jwt = single(query, 'auth');
  const projectId = single(query, 'projectId');
  if (isFailure(jwt)) return errAsync(jwt);
  if (isFailure(projectId)) return errAsync(projectId);
  if (jwt === undefined || jwt === '') return errAsync(unauthorized('Missing auth token'));
  if (jwt.length > MAX_JWT_LENGTH) return errAsync(unauthorized('Malformed auth token'));
  if (projectId !== undefined && projectId !== '' && !PROJECT_ID.test(projectId)) {
    return errAsync(badRequest('Invalid projectId'));
  }
  const claims = readClaims(jwt);
  if (claims === undefined) return errAsync(unauthorized('Malformed auth token'));
  if (claims.exp * 1000 <= input.now) return errAsync(unauthorized('Auth token expired'));
  const audience = normaliseRelayUrl(claims.aud);
  if (audience === undefined || !input.audiences.has(audience)) {
    return errAsync(unauthorized(`Auth token audience ${claims.aud} is not this relay`));
  }
  return ResultAsync.fromPromise(verifyJWT(jwt), () => unauthorized('Malformed auth token')).andThen(
    (valid) =>
      valid
        ? okAsync({ clientId: claims.iss, projectId: projectId === '' ? undefined : projectId })
        : errAsync(unauthorized('Invalid auth token signature')),
  );
}

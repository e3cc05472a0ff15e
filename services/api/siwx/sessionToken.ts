import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { err, ok, type Result, ResultAsync } from 'neverthrow';

/** Who a session token speaks for: the session row, its project and the CAIP-10 account. */
export interface SessionClaims {
  readonly sessionId: string;
  readonly projectId: string;
  /** CAIP-10: `<chainId>:<address>`. */
  readonly account: string;
  /** Unix milliseconds. */
  readonly expiresAt: number;
}

export type TokenRefusal = 'expired' | 'invalid';

export interface SessionTokens {
  issue(claims: SessionClaims, now: number): Promise<string>;
  /** The claims of a token this service signed and that is unexpired at `now`. */
  verify(token: string, now: number): ResultAsync<SessionClaims, TokenRefusal>;
}

const ISSUER = 'latch-data-service';
const ALGORITHM = 'HS256';

/**
 * Session tokens: JWTs signed with HS256 under a key derived from the server secret (never the secret
 * itself, so a token cannot be used to attack the other uses of it). `sid` names the session row, `aud`
 * the project, `sub` the account; `exp` is checked against the service clock.
 */
export const createSessionTokens = (secret: string | Uint8Array): SessionTokens => {
  const key = createHmac('sha256', secret).update('latch/siwx-session-token/v1').digest();
  return {
    issue: (claims, now) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(claims.projectId)
        .setSubject(claims.account)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(claims.expiresAt / 1000))
        .sign(key),
    verify: (token, now) =>
      ResultAsync.fromPromise(
        jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, currentDate: new Date(now) }),
        (cause): TokenRefusal => (cause instanceof errors.JWTExpired ? 'expired' : 'invalid'),
      ).andThen(({ payload }) => toClaims(payload)),
  };
};

const toClaims = (payload: Record<string, unknown>): Result<SessionClaims, TokenRefusal> => {
  const { sid, aud, sub, exp } = payload;
  return typeof sid === 'string' &&
    typeof aud === 'string' &&
    typeof sub === 'string' &&
    typeof exp === 'number'
    ? ok({ sessionId: sid, projectId: aud, account: sub, expiresAt: exp * 1000 })
    : err('invalid');
};

import { err, ok, type Result } from 'neverthrow';
import { currentChainId } from '../chainIdOf.js';
import type { FrameDeps } from '../FrameDeps.js';
import type { SessionSummary } from '../protocol.js';

/** GET /v1/user's answer (the EmbeddedUser of ports/frame.ts). */
export interface ServiceUser {
  /** Absent for a social login. */
  readonly email?: string;
  /** `email`, or the social provider (`google`, `github`, …). */
  readonly provider: string;
  /** A social login's user name at its provider. */
  readonly userName?: string;
  readonly address: string;
  readonly chainId: number;
  readonly preferredAccountType: 'eoa';
  readonly accounts: readonly { readonly address: string; readonly type: 'eoa' }[];
}

export const NOT_SIGNED_IN = 'Not signed in';

/**
 * The signed-in user on `chainId` (default the current chain). A token the service no longer knows is
 * dropped, and the host page told (SESSION_UPDATE) that the session ended.
 */
export const userOf = async (deps: FrameDeps, chainId?: number): Promise<Result<ServiceUser, string>> => {
  if (deps.store.token() === undefined) return err(NOT_SIGNED_IN);
  const chain = chainId ?? currentChainId(deps);
  const user = await deps.api.get<ServiceUser>('/v1/user', { chainId: String(chain) });
  if (user.isOk()) return ok(user.value);
  if (user.error.status === 401) {
    deps.store.setToken(undefined);
    deps.sessionChanged({ isConnected: false, chainId: chain });
    return err(NOT_SIGNED_IN);
  }
  return err(user.error.message);
};

/** SESSION_UPDATE for a signed-in user (no token, ever). */
export const connectedSummary = (
  user: Pick<ServiceUser, 'address' | 'email' | 'userName' | 'provider'>,
  chainId: number,
): SessionSummary => ({
  isConnected: true,
  address: user.address,
  ...(user.email !== undefined ? { email: user.email } : {}),
  ...(user.provider !== undefined && user.provider !== 'email' ? { provider: user.provider } : {}),
  ...(user.userName !== undefined ? { userName: user.userName } : {}),
  chainId,
});

/** The service's answer to a social or Farcaster login (CONNECT_SOCIAL / CONNECT_FARCASTER). */
export interface IdentityLogin {
  readonly token: string;
  readonly user: {
    readonly address: string;
    readonly chainId: number;
    readonly provider: string;
    readonly userName: string;
  };
}

/**
 * A social or Farcaster login the service accepted: the token stays in the frame, the host page hears
 * SESSION_UPDATE and gets the user (never the token).
 */
export const signedInWith = (deps: FrameDeps, { token, user }: IdentityLogin) => {
  deps.store.setToken(token);
  const chainId = currentChainId(deps);
  deps.sessionChanged(connectedSummary(user, chainId));
  return {
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    userName: user.userName,
    provider: user.provider,
    preferredAccountType: 'eoa',
  } as const;
};

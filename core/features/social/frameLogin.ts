import type { ResultAsync } from 'neverthrow';
import type { EmbeddedWalletFrame } from '../../../ports/index.js';
import type { ConnectFlowError, ConnectingWallet } from '../../kernel/connectFlow/index.js';
import type { Connection } from '../../kernel/connections/index.js';
import { frameFailureMessage } from '../../kernel/embeddedWallet/index.js';
import {
  embeddedError,
  farcasterError,
  isLatchError,
  type LatchError,
  socialError,
} from '../../lib/errors/index.js';

/** What a login through the embedded-wallet frame (social, Farcaster) needs of the core. */
export interface FrameLoginDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  /** The AUTH connector's id, once discovery lists it. */
  readonly connectorId: () => string | undefined;
  /** The core connect flow: the connection is made there (analytics, recent wallet, Account). */
  readonly connect: (wallet: ConnectingWallet) => ResultAsync<Connection, ConnectFlowError>;
}

/** A failure of the frame as the login's catalogue error: the frame's own message under `code`. */
export const frameLoginError =
  (code: 'SOCIAL_LOGIN_REFUSED' | 'FARCASTER_LOGIN_REFUSED') =>
  (cause: unknown): LatchError => {
    if (isLatchError(cause)) return cause;
    const message = frameFailureMessage(cause);
    if (message === undefined) return embeddedError('UNKNOWN_ERROR', { cause });
    return code === 'SOCIAL_LOGIN_REFUSED'
      ? socialError(code, { params: { message }, cause })
      : farcasterError(code, { params: { message }, cause });
  };

/** The AUTH connector connected through the core connect flow, named after the login; `method` is analytics'. */
export const connectFrameLogin = (
  deps: FrameLoginDeps,
  connectorId: string,
  name: string,
  method: 'social' | 'farcaster',
): ResultAsync<Connection, ConnectFlowError> =>
  deps.connect({
    id: connectorId,
    name,
    method,
    kind: 'injected',
    installed: true,
    connectorId,
    namespace: 'eip155',
  });

import type { PopupOpener } from '../../../ports/index.js';
import type { ConnectFlowError } from '../../kernel/connectFlow/index.js';
import type { EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';
import type { SocialProvider } from '../../kernel/walletCatalog/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { FrameLoginDeps } from './frameLogin.js';

/** Where the social login stands: ConnectingSocial follows it. */
export type SocialLoginStep = 'idle' | 'redirecting' | 'waiting' | 'connecting' | 'connected' | 'failed';

export type SocialLoginError = LatchError | ConnectFlowError;

export interface SocialLoginDeps extends FrameLoginDeps {
  readonly popups: PopupOpener | undefined;
  /** The wallet service's origin: the only origin a popup's `{resultUri}` is accepted from (exact match). */
  readonly walletOrigin: string;
  /** Where the connected provider and user name are kept for Account and a reload (SPEC §3). */
  readonly rememberSocial: (provider: string, userName: string | undefined) => Promise<void>;
  /** Inside a Telegram mini-app (no popup opener): the page the callback returns to with `#result_uri=`. */
  readonly returnUrl?: () => string | undefined;
  /** The providers of Connect's social row (the host's, then the wallet service's, Telegram-filtered). */
  readonly providers: () => readonly SocialProvider[];
  /** Whether the wallet service's list is known (the frame's READY came). */
  readonly providersKnown: () => boolean;
  /** The embedded wallet's session: Account's provider and user name follow the frame's SESSION_UPDATE. */
  readonly session?: {
    readonly user: Pick<EmbeddedUserStore, 'socialProvider' | 'socialUserName' | 'rememberSocial'>;
    /** Whether the embedded wallet is connected. */
    readonly connected: () => boolean;
  };
  /** SOCIAL_LOGIN_STARTED / _SUCCESS / _ERROR (SPEC §7). */
  readonly track?: (
    event: 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_ERROR',
    provider: string,
  ) => void;
}

import type { EmbeddedWalletFrame, Unsubscribe } from '../../ports/index.js';
import type { EmbeddedUserStore } from './EmbeddedUserStore.js';

export interface EmbeddedEmailDeps {
  readonly frame: EmbeddedWalletFrame | undefined;
  readonly user: Pick<EmbeddedUserStore, 'email' | 'changeEmail'>;
  /** Whether the embedded (AUTH) wallet is connected. */
  readonly connected: () => boolean;
}

/**
 * The frame's SESSION_UPDATE e-mail (changed there, UPDATE_EMAIL) becomes the e-mail Account shows, while the
 * embedded wallet is connected. Its address, chain and sign-out reach the connection through the AUTH connector.
 * Listening loads nothing: the frame's code is fetched by its first request.
 */
export const followEmbeddedEmail = ({ frame, user, connected }: EmbeddedEmailDeps): Unsubscribe =>
  frame?.onEvent((event) => {
    if (event.type !== 'SESSION_UPDATE' || !event.isConnected || event.email === undefined) return;
    if (connected() && event.email !== user.email) void user.changeEmail(event.email);
  }) ?? (() => {});

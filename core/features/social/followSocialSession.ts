import type { FrameEvent } from '../../../ports/index.js';
import type { EmbeddedUserStore } from '../../kernel/embeddedWallet/index.js';

/**
 * The frame's SESSION_UPDATE of a social or Farcaster login (its provider and user name, changed at the provider
 * and refreshed by the service at a login or GET_USER) becomes what Account shows and what a reload shows again —
 * while the embedded wallet is connected; an e-mail session (no provider) is core/features/email's.
 */
export const followSocialSession = (
  event: FrameEvent,
  user: Pick<EmbeddedUserStore, 'socialProvider' | 'socialUserName' | 'rememberSocial'>,
  embeddedConnected: boolean,
): void => {
  if (event.type !== 'SESSION_UPDATE' || !event.isConnected || !embeddedConnected) return;
  const { provider, userName } = event;
  if (provider === undefined || provider === 'email') return;
  if (provider === user.socialProvider && userName === user.socialUserName) return;
  void user.rememberSocial(provider, userName);
};

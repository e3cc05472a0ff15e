import { socialRowProviders } from '../../kernel/walletCatalog/index.js';
import type { FeatureContext } from '../../kernel/wiring/index.js';
import { SocialLoginStore } from './index.js';
import { socialReturnPage } from './returnPage.js';

/**
 * Social login (loaded with Connect's social row, which loads the frame so that its READY lists the wallet
 * service's providers): the popup, the frame's GET_SOCIAL_REDIRECT_URI / CONNECT_SOCIAL and the core connect flow.
 */
export const buildSocialFeature = ({
  ports,
  connect,
  authConnectorId,
  embeddedUser,
  options,
  analytics,
  connection,
  toasts,
}: FeatureContext) => {
  const social = new SocialLoginStore({
    frame: ports.embeddedWallet,
    popups: ports.socialLogin?.popups,
    walletOrigin: ports.socialLogin?.walletOrigin ?? '',
    rememberSocial: embeddedUser.rememberSocial,
    // Only a Telegram mini-app returns without a popup: elsewhere a popup that lost its opener uses the frame.
    returnUrl: () =>
      ports.platform.telegramPlatform?.() === undefined
        ? undefined
        : socialReturnPage(ports.platform.pageUrl()),
    providers: () =>
      socialRowProviders(
        embeddedUser.offeredSocial,
        ports.platform.telegramPlatform?.(),
        options.features.socials,
      ),
    providersKnown: () => embeddedUser.offeredSocial !== undefined,
    connectorId: authConnectorId,
    track: (event, provider) => analytics.track({ event, properties: { provider } }),
    connect: (wallet) => connect.connect(wallet),
    session: {
      user: embeddedUser,
      connected: () => [...connection.connections.values()].some((c) => c.connector.type === 'AUTH'),
    },
  });
  // A page that came back with a login's result in its address (a Telegram mini-app): redeemed once possible.
  void ports.socialLogin?.takeReturnedResult?.().then(
    (resultUri) => {
      if (resultUri !== undefined)
        social.resumeReturned(resultUri, (message) => toasts.show({ message, variant: 'error' }));
    },
    () => undefined,
  );
  return social;
};

import type { FeatureContext } from '../wiring/index.js';
import { SocialLoginStore, socialRowProviders } from './index.js';

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
}: FeatureContext) =>
  new SocialLoginStore({
    frame: ports.embeddedWallet,
    popups: ports.socialLogin?.popups,
    walletOrigin: ports.socialLogin?.walletOrigin ?? '',
    rememberSocial: embeddedUser.rememberSocial,
    // Only a Telegram mini-app returns without a popup: elsewhere a popup that lost its opener uses the frame.
    returnUrl: () =>
      ports.platform.telegramPlatform?.() === undefined ? undefined : ports.socialLogin?.returnUrl?.(),
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
  });

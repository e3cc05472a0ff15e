import { SafeStorage } from '../storage/index.js';
import type { FeatureContext } from '../wiring/index.js';
import { SocialLoginStore } from './index.js';

/**
 * Social login (loaded on first use: the social row is shown from the frame's offered providers, this chunk when
 * a provider is picked): the popup, the frame's GET_SOCIAL_REDIRECT_URI / CONNECT_SOCIAL and the core connect flow.
 */
export const buildSocialFeature = ({ ports, connect, authConnectorId }: FeatureContext) =>
  new SocialLoginStore({
    frame: ports.embeddedWallet,
    popups: ports.socialLogin?.popups,
    walletOrigin: ports.socialLogin?.walletOrigin ?? '',
    storage: new SafeStorage(ports.storage, ports.logger),
    connectorId: authConnectorId,
    connect: (wallet) => connect.connect(wallet),
  });

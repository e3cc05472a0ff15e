import type { FeatureContext } from '../../kernel/wiring/index.js';
import { SafeStorage } from '../../lib/storage/index.js';
import { FarcasterLoginStore } from './index.js';

/**
 * Sign In With Farcaster (loaded with ConnectingFarcaster): the frame's GET_FARCASTER_URI / CONNECT_FARCASTER, the
 * 300 s limit and the core connect flow.
 */
export const buildFarcasterFeature = ({ ports, connect, authConnectorId, embeddedUser }: FeatureContext) =>
  new FarcasterLoginStore({
    frame: ports.embeddedWallet,
    scheduler: ports.scheduler,
    storage: new SafeStorage(ports.storage, ports.logger),
    // Account shows it as a social login's: the provider's icon and the Farcaster user name.
    rememberUserName: (userName) => embeddedUser.rememberSocial('farcaster', userName),
    connectorId: authConnectorId,
    connect: (wallet) => connect.connect(wallet),
  });

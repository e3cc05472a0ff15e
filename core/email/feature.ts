import type { FeatureContext } from '../wiring/index.js';
import { EmailLoginStore } from './index.js';

/** The e-mail login flow over the embedded-wallet frame and the core connect flow (loaded on first use). */
export const buildEmailFeature = ({
  ports,
  connect,
  emailThrottle,
  embeddedUser,
  authConnectorId,
}: FeatureContext) =>
  new EmailLoginStore({
    frame: ports.embeddedWallet,
    throttle: emailThrottle,
    clock: ports.clock,
    user: embeddedUser,
    connectorId: authConnectorId,
    connect: (wallet) => connect.connect(wallet),
  });

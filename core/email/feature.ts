import { EmailLoginThrottle } from '../throttle/index.js';
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
    // The cooldown's code comes with this chunk: the core's throttle is built from it now.
    throttle: emailThrottle.with(EmailLoginThrottle),
    clock: ports.clock,
    user: embeddedUser,
    connectorId: authConnectorId,
    connect: (wallet) => connect.connect(wallet),
  });

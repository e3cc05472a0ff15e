import { EmailLoginThrottle } from '../../kernel/emailCooldown/index.js';
import type { FeatureContext } from '../../kernel/wiring/index.js';
import { EmailLoginStore } from './index.js';
import { watchEmbeddedSession } from './watchEmbeddedSession.js';

/**
 * The e-mail wallet (loaded on first use: the e-mail field, or an embedded wallet connecting): the login flow over
 * the embedded-wallet frame and the core connect flow, and the rules of the connected wallet's session.
 */
export const buildEmailFeature = ({
  ports,
  connect,
  connection,
  modal,
  toasts,
  emailThrottle,
  embeddedUser,
  authConnectorId,
  account,
  refreshAfterTransaction,
}: FeatureContext) =>
  new EmailLoginStore({
    frame: ports.embeddedWallet,
    // The cooldown's code comes with this chunk: the core's throttle is built from it now.
    throttle: emailThrottle.with(EmailLoginThrottle),
    clock: ports.clock,
    user: embeddedUser,
    connectorId: authConnectorId,
    connect: (wallet) => connect.connect(wallet),
    session: watchEmbeddedSession({
      frame: ports.embeddedWallet,
      connectors: ports.connectors,
      connection,
      user: embeddedUser,
      modal,
      toasts,
      scheduler: ports.scheduler,
      logger: ports.logger,
      readers: ports.chainReaders,
      activeNetwork: () => account.activeNetwork,
      refreshAfterTransaction,
    }),
  });

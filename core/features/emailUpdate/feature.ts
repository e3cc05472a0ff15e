import type { FeatureContext } from '../../kernel/wiring/index.js';
import { EmailUpdateStore } from './EmailUpdateStore.js';

/** Changing a connected e-mail wallet's address (loaded when Account's "Update e-mail" opens its views). */
export const buildEmailUpdateFeature = ({ ports, connection, embeddedUser }: FeatureContext) =>
  new EmailUpdateStore({
    frame: ports.embeddedWallet,
    clock: ports.clock,
    user: embeddedUser,
    connection,
  });

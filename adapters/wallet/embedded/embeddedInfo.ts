import type { ConnectorInfo } from '../../../ports/index.js';

/** The embedded wallet's connector (SPEC §3 AUTH): never a wallet row, reached through the e-mail field. */
export const EMBEDDED_CONNECTOR_INFO: ConnectorInfo = {
  id: 'latch-embedded',
  name: 'Email',
  type: 'AUTH',
  namespace: 'eip155',
};

/** Host-page storage key saying an embedded session may be restored (no secret: the token stays in the frame). */
export const EMBEDDED_SESSION_KEY = '@latch/embedded/session/v1';

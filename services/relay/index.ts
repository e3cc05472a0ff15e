/** The WalletConnect v2 relay of the local stack (see startRelay, main.ts for the CLI, bench.ts). */
export type { ClientIdentity } from './auth/authenticateClient.js';
export { normaliseRelayUrl } from './auth/normaliseRelayUrl.js';
export type { RateLimit } from './limits/tokenBucket.js';
export { RelayStartError, type RelayStartErrorCode } from './RelayStartError.js';
export { DEFAULT_RELAY_PORT, RELAY_DEFAULTS, type RelayOptions } from './relayOptions.js';
export { type Relay, startRelay } from './startRelay.js';

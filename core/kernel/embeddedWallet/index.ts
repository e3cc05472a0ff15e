export { loadWithRetries, SESSION_RULES_RETRY_DELAYS_MS } from './EmbeddedSessionRules.js';
export { EmbeddedUserStore } from './EmbeddedUserStore.js';
export { frameFailureMessage } from './frameFailureMessage.js';
export { EMBEDDED_KEYS } from './storageKeys.js';
export { watchAuthConnectors } from './watchAuthConnectors.js';
export { type EmbeddedApprovalsDeps, watchEmbeddedApprovals } from './watchEmbeddedApprovals.js';

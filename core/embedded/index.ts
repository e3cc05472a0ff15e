export { EmbeddedUserStore } from './EmbeddedUserStore.js';
export { frameFailureMessage } from './frameFailureMessage.js';
export { EMBEDDED_KEYS } from './storageKeys.js';
export { watchAuthConnectors } from './watchAuthConnectors.js';
export { type EmbeddedApprovalsDeps, watchEmbeddedApprovals } from './watchEmbeddedApprovals.js';

export { EmbeddedUserStore } from './EmbeddedUserStore.js';
export { EMBEDDED_KEYS } from './storageKeys.js';
export { type EmbeddedApprovalsDeps, watchEmbeddedApprovals } from './watchEmbeddedApprovals.js';

export { EmbeddedUserStore } from './EmbeddedUserStore.js';
export { type EmbeddedEmailDeps, followEmbeddedEmail } from './followEmbeddedEmail.js';
export { EMBEDDED_KEYS } from './storageKeys.js';
export {
  type EmbeddedApprovalsDeps,
  NOT_ALLOWED_MESSAGE_DELAY_MS,
  watchEmbeddedApprovals,
} from './watchEmbeddedApprovals.js';

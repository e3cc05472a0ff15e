export {
  type EmailLoginDeps,
  type EmailLoginStep,
  EmailLoginStore,
  type EmailNext,
} from './EmailLoginStore.js';
export { EmbeddedUserStore } from './EmbeddedUserStore.js';
export { EMBEDDED_KEYS } from './storageKeys.js';
export { type EmailLoginError, toEmailLoginError } from './toEmailLoginError.js';
export { type EmbeddedApprovalsDeps, watchEmbeddedApprovals } from './watchEmbeddedApprovals.js';

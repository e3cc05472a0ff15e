export {
  type EmailUpdateDeps,
  type EmailUpdatePending,
  type EmailUpdateStage,
  EmailUpdateStore,
} from './EmailUpdateStore.js';

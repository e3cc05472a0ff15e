export {
  type EmailLoginDeps,
  type EmailLoginStep,
  EmailLoginStore,
  type EmailNext,
} from './EmailLoginStore.js';
export { type EmailLoginError, toEmailLoginError } from './toEmailLoginError.js';

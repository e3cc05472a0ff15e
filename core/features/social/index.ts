export { followSocialSession } from './followSocialSession.js';
export { connectFrameLogin, type FrameLoginDeps, frameLoginError } from './frameLogin.js';
export {
  type SocialLoginDeps,
  type SocialLoginError,
  type SocialLoginStep,
  SocialLoginStore,
} from './SocialLoginStore.js';
export { SOCIAL_KEYS } from './storageKeys.js';

export { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js';
export { cooldownRemaining } from './cooldownRemaining.js';
export {
  createLazyEmailThrottle,
  type EmailThrottle,
  type LazyEmailThrottle,
} from './createLazyEmailThrottle.js';
export {
  EmailLoginThrottle,
  type EmailThrottledError,
  emailThrottledError,
  LAST_EMAIL_LOGIN_TIME_KEY,
} from './EmailLoginThrottle.js';

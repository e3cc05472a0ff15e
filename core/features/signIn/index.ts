export { fromSiweConfig } from './fromSiweConfig.js';
export {
  createSignInStore,
  type SignInDeps,
  type SignInStatus,
  SignInStore,
  type SignInTarget,
  type SignInView,
} from './SignInStore.js';
export { type SignInError, toSignInError } from './signInError.js';
export { signWithWallet } from './signWithWallet.js';

export {
  FARCASTER_PROVIDER,
  FARCASTER_TIMEOUT_MS,
  type FarcasterLoginDeps,
  type FarcasterLoginError,
  type FarcasterLoginStep,
  FarcasterLoginStore,
} from './FarcasterLoginStore.js';

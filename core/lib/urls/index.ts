export {
  DATA_IMAGE,
  safeUrl,
  UNSAFE_SCHEMES,
  type UnsafeUrlError,
  URL_MAX_LENGTH,
  type UrlUse,
} from './safeUrl.js';

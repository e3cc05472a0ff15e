/** Bounds of a CAIP-122 message and its fields: what a verifier reads before any work. */
export const SIWX_LIMITS = {
  /** The whole message, in characters. */
  message: 8192,
  domain: 255,
  statement: 1024,
  uri: 2048,
  nonce: 128,
  requestId: 256,
  resources: 32,
} as const;

/** Least nonce length (EIP-4361: at least 8 alphanumeric characters). */
export const SIWX_NONCE_MIN_LENGTH = 8;

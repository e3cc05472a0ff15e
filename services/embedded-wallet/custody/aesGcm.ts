import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM under `key` (32 bytes): `iv ‖ tag ‖ ciphertext`, bound to `aad` (what the bytes belong to). */
export const sealBytes = (key: Uint8Array, plaintext: Uint8Array, aad: string): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

/**
 * Opens what sealBytes made, or undefined when the key is wrong, the bytes were changed or they belong
 * to another `aad` (GCM authenticates all three).
 */
export const openBytes = (key: Uint8Array, sealed: Uint8Array, aad: string): Buffer | undefined => {
  if (sealed.length < IV_BYTES + TAG_BYTES) return undefined;
  const bytes = Buffer.from(sealed);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
};

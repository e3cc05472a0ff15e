import { randomBytes } from 'node:crypto';

/**
 * A channel token: 128 random bits, base64url (22 characters). The reference relay hands out 8 characters
 * (40 bits); anyone holding a token reads the channel's signed message, so ours cannot be guessed.
 */
export const newChannelToken = (): string => randomBytes(16).toString('base64url');

const BEARER = /^Bearer ([A-Za-z0-9_-]{22})$/;

/** The channel token of an `Authorization: Bearer <token>` header, or undefined when absent or malformed. */
export const bearerChannelToken = (header: string | string[] | undefined): string | undefined =>
  typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;

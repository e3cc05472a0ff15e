import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, uniform, from the system's CSPRNG. */
export const generateLoginCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What is stored of a code: an HMAC under a key derived from the KEK, so a copy of the database alone
 * cannot try the million codes against it. It covers the thumbprint of the frame key that asked for the code:
 * the code is right only when entered with that key's proof (anyone else who reads it enters a wrong code).
 */
export const hashLoginCode = (key: Uint8Array, email: string, code: string, jkt: string): string =>
  createHmac('sha256', key).update(`${email}\n${jkt}\n${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the quotas count instead of an address or an IP. */
export const quotaSubject = (key: Uint8Array, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex').slice(0, 32);

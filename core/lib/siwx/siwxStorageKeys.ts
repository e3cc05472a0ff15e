import type { SiwxSession } from '../../../ports/index.js';
import { decoders, storageKey } from '../storage/index.js';
import { parseSiwxMessage } from './parseSiwxMessage.js';

/** A session kept in browser storage (SPEC §3 "sign-in auth token"): the verifier's token and the session. */
export interface StoredSiwxSession {
  readonly token: string;
  readonly session: SiwxSession;
  /** Unix milliseconds. */
  readonly expiresAt: number;
}

const field = (value: object, name: string): unknown => Reflect.get(value, name);

/**
 * Reads a stored session back, trusting only the signed message: its fields are parsed again from the
 * message's text, so edited storage cannot make a session say something else than what was signed.
 */
const decodeStoredSession = (value: unknown): StoredSiwxSession | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const token = field(value, 'token');
  const expiresAt = field(value, 'expiresAt');
  const session = field(value, 'session');
  if (typeof token !== 'string' || token.length > 4096 || typeof expiresAt !== 'number') return undefined;
  if (typeof session !== 'object' || session === null) return undefined;
  const message = field(session, 'message');
  const signature = field(session, 'signature');
  if (typeof message !== 'string' || typeof signature !== 'string') return undefined;
  const parsed = parseSiwxMessage(message);
  if (parsed.isErr()) return undefined;
  const { toString: _text, ...data } = parsed.value;
  return { token, expiresAt, session: { data, message, signature } };
};

/** The id a session is kept under: its CAIP-10 account. */
export const siwxSessionId = (chainId: string, address: string): string => `${chainId}:${address}`;

/** The stored sessions by CAIP-10 account. */
export const SIWX_SESSIONS_KEY = storageKey('siwx.sessions', 1, decoders.record(decodeStoredSession));

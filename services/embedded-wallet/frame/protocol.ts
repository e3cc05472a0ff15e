import { CATALOGUE } from '../../../core/lib/errors/catalogue.js';

/** The envelope of CONTRACTS §3: `@w3m-app/NAME` in, `@w3m-frame/NAME_SUCCESS` / `_ERROR` out, same id. */

export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';

/** A request from the host page, checked: a known-shaped name, a bounded id, any payload. */
export interface AppMessage {
  readonly name: string;
  readonly id: string;
  readonly payload: unknown;
}

const NAME = /^[A-Z][A-Z0-9_]{0,63}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The request a message carries, or undefined for anything that is not an app envelope. */
export const parseAppMessage = (data: unknown): AppMessage | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, id, payload } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !type.startsWith(APP_PREFIX)) return undefined;
  const name = type.slice(APP_PREFIX.length);
  if (!NAME.test(name) || typeof id !== 'string' || !ID.test(id)) return undefined;
  return { name, id, payload };
};

export interface FrameMessage {
  readonly type: string;
  readonly id?: string;
  readonly payload?: unknown;
}

export const successMessage = (name: string, id: string, payload: unknown): FrameMessage => ({
  type: `${FRAME_PREFIX}${name}_SUCCESS`,
  id,
  payload,
});

export const errorMessage = (name: string, id: string, message: string): FrameMessage => ({
  type: `${FRAME_PREFIX}${name}_ERROR`,
  id,
  payload: { message },
});

/** What SESSION_UPDATE carries: whether a session is live, and whose wallet. Never the bearer token. */
export interface SessionSummary {
  readonly isConnected: boolean;
  readonly address?: string;
  readonly email?: string;
  /** A social login's provider and user name. */
  readonly provider?: string;
  readonly userName?: string;
  readonly chainId: number;
}

/** READY: the frame's version and the social providers its service offers (SPEC §2's order). */
export const readyMessage = (version: string, socialProviders: readonly string[]): FrameMessage => ({
  type: `${FRAME_PREFIX}READY`,
  payload: { version, socialProviders },
});

export const sessionUpdateMessage = (session: SessionSummary): FrameMessage => ({
  type: `${FRAME_PREFIX}SESSION_UPDATE`,
  payload: session,
});

/** A social login's result that came over the frame's BroadcastChannel (frame/socialBroadcast.ts). */
export const socialResultMessage = (resultUri: string): FrameMessage => ({
  type: `${FRAME_PREFIX}SOCIAL_RESULT`,
  payload: { resultUri },
});

export const UNVERIFIED_DOMAIN = 'unverified_domain';
/** 'Requested RPC call is not allowed' (SPEC §5). */
export const NOT_ALLOWED = CATALOGUE.RPC_METHOD_NOT_ALLOWED;
/** 'User rejected the request.' (SPEC §8): the Reject button of the approval. */
export const USER_REJECTED = CATALOGUE.USER_REJECTED;

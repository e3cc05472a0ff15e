import type { SessionTypes } from '@walletconnect/types';
import { sessionScope } from './sessionScope.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

/**
 * The provider's session when it can still be used: the SDK still holds it (the provider keeps a session
 * the SDK expired), it has not expired at `nowMs`, and it has an eip155 chain. Otherwise undefined.
 */
export function liveSession(
  provider: UniversalProviderInstance,
  nowMs: number,
): SessionTypes.Struct | undefined {
  const session = provider.session;
  if (session === undefined || !provider.client.session.keys.includes(session.topic)) return undefined;
  if (session.expiry * 1000 <= nowMs) return undefined;
  return sessionScope(session).chains.length > 0 ? session : undefined;
}

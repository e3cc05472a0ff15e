import {
  buildSiwxMessage,
  SIWX_SESSIONS_KEY,
  type StoredSiwxSession,
  siwxSessionId,
} from '../../core/lib/siwx/index.js';
import { SafeStorage } from '../../core/lib/storage/index.js';
import type {
  CaipNetworkId,
  Clock,
  KeyValueStorage,
  Logger,
  SiwxConfig,
  SiwxMessage,
  SiwxSession,
} from '../../ports/index.js';
import { callVerifier, type VerifierEndpoint, verifierRefusal } from './callVerifier.js';

export interface VerifierSiwxOptions extends VerifierEndpoint {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** The page signing in: its `host[:port]` and its URI (the origin the project allows). */
  readonly page: { readonly domain: string; readonly uri: string };
  /** The line the wallet shows above the fields. */
  readonly statement?: string;
  /** Whether sign-in is required (the modal cannot be closed without a session). Default false. */
  readonly required?: boolean;
  readonly signOutOnDisconnect?: boolean;
  /** Default: the system clock. */
  readonly clock?: Clock;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The ready-made `siwx` config for our own verifier (issue 14): messages carry a nonce from
 * `POST /v1/siwx/nonces`, sessions are made by `POST /v1/siwx/sessions` and kept in storage with their token,
 * and a kept session counts only while the verifier still accepts its token for that very message (one it
 * refuses is forgotten; while it cannot be reached, an unexpired session is kept).
 */
export const createVerifierSiwx = (options: VerifierSiwxOptions): SiwxConfig => {
  const storage = new SafeStorage(options.storage, options.logger);
  const now = () => (options.clock ?? { now: () => Date.now() }).now();
  const stored = async (): Promise<Record<string, StoredSiwxSession>> =>
    (await storage.read(SIWX_SESSIONS_KEY)) ?? {};
  const keep = async (sessions: Record<string, StoredSiwxSession>) => {
    await storage.write(SIWX_SESSIONS_KEY, sessions);
  };
  const forget = async (id: string) => {
    const { [id]: _gone, ...rest } = await stored();
    await keep(rest);
  };

  const addSession = async (session: SiwxSession): Promise<void> => {
    const answer = await callVerifier(options, {
      method: 'POST',
      path: '/v1/siwx/sessions',
      body: { message: session.message, signature: session.signature },
    });
    const body = answer.body;
    const view = isRecord(body) && isRecord(body.session) ? body.session : undefined;
    if (answer.status !== 201 || !isRecord(body) || typeof body.token !== 'string' || view === undefined) {
      throw verifierRefusal(answer);
    }
    const id = siwxSessionId(session.data.chainId, session.data.accountAddress);
    const expiresAt = typeof view.expiresAt === 'string' ? Date.parse(view.expiresAt) : Number.NaN;
    await keep({ ...(await stored()), [id]: { token: body.token, session, expiresAt } });
  };

  const revokeSession = async (chainId: CaipNetworkId, address: string): Promise<void> => {
    const id = siwxSessionId(chainId, address);
    const entry = (await stored())[id];
    if (entry === undefined) return;
    const answer = await callVerifier(options, {
      method: 'DELETE',
      path: '/v1/siwx/session',
      token: entry.token,
    });
    // 401: the verifier already forgot it.
    if (answer.status !== 204 && answer.status !== 401) throw verifierRefusal(answer);
    await forget(id);
  };

  return {
    async createMessage({ accountAddress, chainId, notBefore }): Promise<SiwxMessage> {
      const answer = await callVerifier(options, { method: 'POST', path: '/v1/siwx/nonces' });
      const nonce = isRecord(answer.body) ? answer.body.nonce : undefined;
      if (answer.status !== 201 || typeof nonce !== 'string') throw verifierRefusal(answer);
      const built = buildSiwxMessage({
        ...options.page,
        accountAddress,
        ...(options.statement === undefined ? {} : { statement: options.statement }),
        version: '1',
        chainId,
        nonce,
        issuedAt: new Date(now()).toISOString(),
        ...(notBefore === undefined ? {} : { notBefore }),
      });
      if (built.isErr()) throw built.error;
      return built.value;
    },
    addSession,
    revokeSession,
    async setSessions(sessions) {
      for (const entry of Object.values(await stored())) {
        await revokeSession(entry.session.data.chainId, entry.session.data.accountAddress);
      }
      for (const session of sessions) await addSession(session);
    },
    async getSessions(chainId, address) {
      const id = siwxSessionId(chainId, address);
      const entry = (await stored())[id];
      if (entry === undefined) return [];
      if (!(entry.expiresAt > now())) {
        await forget(id);
        return [];
      }
      const answer = await callVerifier(options, {
        method: 'GET',
        path: '/v1/siwx/session',
        token: entry.token,
      }).catch(() => undefined);
      if (answer === undefined) return [entry.session];
      // The verifier's copy of the signed message is the one that counts (storage may have been edited).
      const current = answer.status === 200 && isRecord(answer.body) ? answer.body.message : undefined;
      if (current === entry.session.message) return [entry.session];
      if (answer.status === 200 || answer.status === 401) {
        await forget(id);
        return [];
      }
      throw verifierRefusal(answer);
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
};

import { buildSiwxMessage, siwxSessionId } from '../core/lib/siwx/index.js';
import type {
  CaipNetworkId,
  Clock,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxSession,
} from '../ports/index.js';

export interface MemorySiwxOptions {
  readonly required?: boolean;
  readonly signOutOnDisconnect?: boolean;
  /** The page signing in; default `app.example` / `https://app.example`. */
  readonly domain?: string;
}

/**
 * An in-memory `siwx` config (CONTRACTS §5): messages with counting nonces stamped by the clock, sessions kept
 * by CAIP-10 account. `refuseNext` makes the next `addSession` reject with it; `calls` records every call.
 */
export class MemorySiwx implements SiwxConfig {
  required: boolean;
  readonly signOutOnDisconnect: boolean;
  readonly sessions = new Map<string, SiwxSession>();
  readonly calls: string[] = [];
  refuseNext: unknown;
  readonly #clock: Clock;
  readonly #domain: string;
  #nonces = 0;

  constructor(clock: Clock, options: MemorySiwxOptions = {}) {
    this.#clock = clock;
    this.required = options.required ?? false;
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true;
    this.#domain = options.domain ?? 'app.example';
  }

  async createMessage({ accountAddress, chainId, notBefore }: SiwxMessageInput): Promise<SiwxMessage> {
    this.calls.push(`createMessage ${chainId}:${accountAddress}`);
    this.#nonces += 1;
    const built = buildSiwxMessage({
      domain: this.#domain,
      accountAddress,
      statement: 'Sign in to the app.',
      uri: `https://${this.#domain}`,
      version: '1',
      chainId,
      nonce: `nonce${String(this.#nonces).padStart(8, '0')}`,
      issuedAt: new Date(this.#clock.now()).toISOString(),
      ...(notBefore === undefined ? {} : { notBefore }),
    });
    if (built.isErr()) throw built.error;
    return built.value;
  }

  async addSession(session: SiwxSession): Promise<void> {
    this.calls.push(`addSession ${session.data.chainId}:${session.data.accountAddress}`);
    const refusal = this.refuseNext;
    if (refusal !== undefined) {
      this.refuseNext = undefined;
      throw refusal;
    }
    this.sessions.set(siwxSessionId(session.data.chainId, session.data.accountAddress), session);
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    this.calls.push(`revokeSession ${chainId}:${address}`);
    this.sessions.delete(siwxSessionId(chainId, address));
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    this.calls.push(`setSessions ${sessions.length}`);
    this.sessions.clear();
    for (const session of sessions)
      this.sessions.set(siwxSessionId(session.data.chainId, session.data.accountAddress), session);
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]> {
    this.calls.push(`getSessions ${chainId}:${address}`);
    const session = this.sessions.get(siwxSessionId(chainId, address));
    return session === undefined ? [] : [session];
  }

  getRequired(): boolean {
    return this.required;
  }
}

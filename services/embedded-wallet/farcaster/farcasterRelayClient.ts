import { createAppClient, viemConnector } from '@farcaster/auth-client';
import { RP_KEY_HEADER } from '../../farcaster-relay/authKey.js';

/** What the service asks the relay to have signed (CONTRACTS §4 `POST /v1/channel`). */
export interface ChannelRequest {
  readonly siweUri: string;
  readonly domain: string;
  readonly nonce: string;
}

/** A channel's state as the service reads it: waiting, completed (what the approving app sent), or gone. */
export type ChannelState =
  | { readonly state: 'pending' }
  | { readonly state: 'gone' }
  | {
      readonly state: 'completed';
      readonly message: string;
      readonly signature: string;
      readonly fid: number;
      readonly username?: string;
      readonly displayName?: string;
    };

/** The relay, as the wallet service uses it (tests may pass their own). */
export interface FarcasterRelayClient {
  /** Opens a channel: its bearer token (kept by the service) and the connect URI (shown to the user). */
  open(request: ChannelRequest): Promise<{ readonly channelToken: string; readonly url: string }>;
  /** One status read (the relay hands a completion out once). Rejects when the relay cannot be reached. */
  status(channelToken: string): Promise<ChannelState>;
}

export class FarcasterRelayUnavailable extends Error {
  override readonly name = 'FarcasterRelayUnavailable';
}

const DEFAULT_TIMEOUT_MS = 5_000;

/** The call, or a FarcasterRelayUnavailable after `ms` (auth-client's fetch takes no signal). */
const within = <T>(ms: number, call: Promise<T>): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FarcasterRelayUnavailable('the relay did not answer in time')), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
};

/**
 * Our relay through `@farcaster/auth-client`'s app client (`createChannel`, `status`) pointed at `relayUrl`. The
 * client's own sign-in check is not used: the service verifies with services/farcaster (the configured registry).
 */
export const createFarcasterRelayClient = (
  relayUrl: string,
  options: {
    readonly timeoutMs?: number;
    /** A node of the registry's chain (auth-client's connector wants one; the service reads none through it). */
    readonly registryRpcUrl?: string;
    /** The relying party's key (FARCASTER_RELAY_RP_KEY): the relay opens channels only for it. */
    readonly rpKey?: string;
  } = {},
): FarcasterRelayClient => {
  const client = createAppClient({
    relay: relayUrl.replace(/\/+$/, ''),
    ethereum: viemConnector({ rpcUrl: options.registryRpcUrl ?? 'http://127.0.0.1:1' }),
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    // Not through auth-client's createChannel, which sends no headers: the relay wants the relying party's key.
    async open(request) {
      const opened = await within(
        timeoutMs,
        fetch(`${relayUrl.replace(/\/+$/, '')}/v1/channel`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.rpKey === undefined ? {} : { [RP_KEY_HEADER]: options.rpKey }),
          },
          body: JSON.stringify({ ...request, acceptAuthAddress: false }),
        }).catch((cause: unknown) => {
          throw new FarcasterRelayUnavailable(
            cause instanceof Error ? cause.message : 'the relay cannot be reached',
          );
        }),
      );
      if (opened.status !== 201)
        throw new FarcasterRelayUnavailable(`the relay refused the channel (${opened.status})`);
      const { channelToken, url } = (await opened.json().catch(() => ({}))) as {
        channelToken?: unknown;
        url?: unknown;
      };
      if (typeof channelToken !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new FarcasterRelayUnavailable('the relay answered no channel');
      }
      return { channelToken, url };
    },
    async status(channelToken) {
      const read = await within(timeoutMs, client.status({ channelToken }));
      if (read.isError)
        throw new FarcasterRelayUnavailable(read.error?.message ?? 'the relay cannot be reached');
      const { status } = read.response;
      if (status === 401 || status === 404) return { state: 'gone' };
      if (status === 202) return { state: 'pending' };
      const data = read.data;
      if (status !== 200 || data.state !== 'completed') {
        throw new FarcasterRelayUnavailable(`the relay answered ${status}`);
      }
      if (
        typeof data.message !== 'string' ||
        typeof data.signature !== 'string' ||
        typeof data.fid !== 'number'
      ) {
        return { state: 'gone' };
      }
      return {
        state: 'completed',
        message: data.message,
        signature: data.signature,
        fid: data.fid,
        ...(typeof data.username === 'string' ? { username: data.username } : {}),
        ...(typeof data.displayName === 'string' ? { displayName: data.displayName } : {}),
      };
    },
  };
};

import type { Address } from 'viem';

/** What the page asked to be signed (CONTRACTS §4 `POST /v1/channel`), the nonce filled in. */
export interface SignatureParams {
  readonly siweUri: string;
  readonly domain: string;
  readonly nonce: string;
  readonly notBefore?: string;
  readonly expirationTime?: string;
  readonly requestId?: string;
  readonly redirectUrl?: string;
}

/** A channel as opened: waiting for the approving app. */
export interface Channel {
  readonly nonce: string;
  /** The connect URI the page shows as a QR code / deep link (`<base>?channelToken=…`). */
  readonly url: string;
  readonly signatureParams: SignatureParams;
  /** Who opened it, shown by the approving app. */
  readonly metadata: { readonly ip: string; readonly userAgent: string };
  readonly acceptAuthAddress: boolean;
  /** Relay clock, ms since the epoch. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** What the approving app reported (`POST /v1/channel/authenticate`) and the relay looked up. */
export interface Completion {
  readonly message: string;
  readonly signature: string;
  readonly authMethod: 'custody' | 'authAddress';
  readonly fid: number;
  readonly username?: string;
  readonly bio?: string;
  readonly displayName?: string;
  readonly pfpUrl?: string;
  /** The fid's custody address on the ID registry, when the relay reads one. */
  readonly custody?: Address;
  /** Verified addresses of the fid (this relay reads no hub: always empty). */
  readonly verifications: readonly string[];
}

export interface StoredChannel {
  readonly channel: Channel;
  readonly completion?: Completion;
}

/** The answer of `GET /v1/channel/status` (and of a completion): pending, or completed with what was signed. */
export type ChannelStatus = {
  readonly state: 'pending' | 'completed';
  readonly nonce: string;
  readonly signatureParams: SignatureParams;
  readonly metadata: Channel['metadata'];
  readonly acceptAuthAddress: boolean;
} & Partial<Completion>;

export const channelStatus = ({ channel, completion }: StoredChannel): ChannelStatus => ({
  state: completion === undefined ? 'pending' : 'completed',
  nonce: channel.nonce,
  signatureParams: channel.signatureParams,
  metadata: channel.metadata,
  acceptAuthAddress: channel.acceptAuthAddress,
  ...completion,
});

import type { CaipNetworkId } from './network.js';

/**
 * Sign-in with X (CAIP-122, CONTRACTS §5): the host's `siwx` option is the port through which the core
 * asks for a message, has it signed and keeps the sessions. The host implements it (or takes the
 * ready-made one for our own verifier); the core only calls it.
 */

/** The fields of a CAIP-122 message, as signed (every time an RFC 3339 string, as written in it). */
export interface SiwxMessageData {
  /** RFC 3986 authority asking for the sign-in: `host[:port]`. */
  readonly domain: string;
  /** The account signing in: an EIP-55 address for eip155, a base58 public key for solana. */
  readonly accountAddress: string;
  /** One line a human reads; absent when the host gives none. */
  readonly statement?: string;
  /** RFC 3986 URI the sign-in is for (the page's origin). */
  readonly uri: string;
  readonly version: '1';
  /** CAIP-2 network id; its namespace says which account kind signs (Ethereum or Solana). */
  readonly chainId: CaipNetworkId;
  /** At least 8 alphanumeric characters, issued by the verifier, used once. */
  readonly nonce: string;
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** A message to sign: its fields and its text (`toString()` is what the wallet signs). */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string;
}

/** What `createMessage` is asked for. */
export interface SiwxMessageInput {
  readonly accountAddress: string;
  readonly chainId: CaipNetworkId;
  /** RFC 3339. */
  readonly notBefore?: string;
}

/** A CACAO (CAIP-74) the session may carry; kept as the host gave it. */
export interface SiwxCacao {
  readonly h: { readonly t: string };
  readonly p: Readonly<Record<string, unknown>>;
  readonly s: { readonly t: string; readonly s: string; readonly m?: string };
}

/** SPEC §3 SIWX session: the signed message's fields, its text and the signature over it. */
export interface SiwxSession {
  readonly data: SiwxMessageData;
  readonly message: string;
  /** eip155: 0x hex (EIP-191); solana: base58 ed25519 signature. */
  readonly signature: string;
  readonly cacao?: SiwxCacao;
}

/** What `signMessage` is asked to sign (the default signs through the connected wallet). */
export interface SiwxSignInput {
  readonly message: string;
  readonly chainId: CaipNetworkId;
  readonly accountAddress: string;
}

/** The host's `siwx` option (CONTRACTS §5). */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Signs instead of the connected wallet's `personal_sign` / `signMessage`; returns the signature. */
  signMessage?(input: SiwxSignInput): Promise<string>;
  /** Stores (and, for a verifier, checks) a new session; rejects when it is refused. */
  addSession(session: SiwxSession): Promise<void>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every stored session with these (an empty list signs out everywhere). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>;
  /** The valid, unexpired sessions of this account on this network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>;
  /** Whether sign-in is required: the modal cannot be closed, and cancel disconnects. Default false. */
  getRequired?(): boolean;
  /** Whether disconnecting signs out (revokes the account's sessions). Default true. */
  readonly signOutOnDisconnect?: boolean;
}

/** What the legacy `siweConfig.createMessage` is given (EIP-4361 fields; `address` is `did:pkh:eip155:<id>:<0x…>`). */
export interface SiweCreateMessageArgs {
  readonly address: string;
  readonly chainId: number;
  readonly nonce: string;
  readonly domain: string;
  readonly uri: string;
  readonly version: '1';
  readonly iat: string;
  readonly statement?: string;
  readonly nbf?: string;
  readonly exp?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** What the legacy `siweConfig.getMessageParams` gives: the fields the app fixes. */
export interface SiweMessageParams {
  readonly domain: string;
  readonly uri: string;
  readonly statement?: string;
  /** Seconds the message stays valid (its Expiration Time). */
  readonly expiry?: number;
  readonly resources?: readonly string[];
}

/** The legacy SIWE session `getSession` answers with. */
export interface SiweSession {
  readonly address: string;
  readonly chainId: number;
}

/**
 * The legacy `siweConfig` option (EIP-4361 sign-in, eip155 only); Latch maps it onto `SiwxConfig`. Setting it
 * together with `siwx` is refused (SPEC §1).
 */
export interface SiweConfig {
  getMessageParams?(): Promise<SiweMessageParams>;
  createMessage(args: SiweCreateMessageArgs): string;
  getNonce(address?: string): Promise<string>;
  getSession(): Promise<SiweSession | null>;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  signOut(): Promise<boolean>;
  onSignIn?(session: SiweSession): void;
  onSignOut?(): void;
  /** Default false. */
  readonly required?: boolean;
  /** Default true. */
  readonly signOutOnDisconnect?: boolean;
}

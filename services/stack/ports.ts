/** Fixed loopback ports of the local stack (`npm start`); each can be overridden by environment. */
export const STACK_HOST = '127.0.0.1';

export const STACK_PORTS = {
  /** anvil, chain 31337 */
  devnetL1: 8545,
  /** anvil, chain 31338 (stand-in L2) */
  devnetL2: 8546,
  /** Solana devnet JSON-RPC + WebSocket (services/solana-devnet), as solana-test-validator's */
  solana: 8899,
  /** the same served again: @solana/web3.js opens its WebSocket on the RPC port + 1 by default */
  solanaWs: 8900,
  /** data service (services/api) */
  api: 8787,
  /** WalletConnect relay (services/relay) */
  relay: 8788,
  /** sandbox wallet page (apps/wallet) */
  wallet: 5174,
  /** demo host page (apps/demo) */
  demo: 5173,
  /** PGlite behind pglite-socket when DATABASE_URL is not set */
  pglite: 8790,
  /** embedded-wallet service (services/embedded-wallet): its own origin */
  walletService: 8791,
  /** dev mailbox page and JSON (services/mail-sink) */
  mailbox: 8792,
  /** dev SMTP sink (services/mail-sink) the wallet service mails login codes to */
  smtp: 8793,
  /** development identity provider of social login (services/dev-idp) */
  devIdp: 8794,
  /** Sign In With Farcaster relay (services/farcaster-relay) */
  farcasterRelay: 8795,
} as const;

export type StackPort = keyof typeof STACK_PORTS;

/** The folder all local-stack data lives in (git-ignored); `npm run reset` wipes it. */
export const DEFAULT_DATA_DIR = '.latch';

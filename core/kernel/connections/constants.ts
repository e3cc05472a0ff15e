/** SPEC §9: a WalletConnect pairing lives 4 minutes. */
export const PAIRING_LIFETIME_MS = 240_000;

/** SPEC §9: at most two recent wallets are remembered. */
export const RECENT_WALLETS_LIMIT = 2;

/** SPEC §9: a wallet's disconnect is awaited at most 3 s. */
export const DISCONNECT_TIMEOUT_MS = 3000;

/**
 * Reconnect waits at most this long for a stored connector (SPEC §3 connector id per namespace) that its discovery
 * has not listed yet — a Wallet Standard wallet is listed once the discovery's code has loaded.
 */
export const STORED_CONNECTOR_WAIT_MS = 2000;

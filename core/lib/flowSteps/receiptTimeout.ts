/**
 * How long a flow (or the host's `waitForTransaction`) waits for a sent transaction's receipt before it gives
 * up with RPC_TIMEOUT (the hash is kept, so the explorer link still shows). Wallets confirm on their own clock;
 * this only ends the spinner.
 */
export const RECEIPT_TIMEOUT_MS = 120_000;

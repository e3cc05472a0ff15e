/** The local stack's data service (`npm start`: services/api on 127.0.0.1:8787) and its project. */
const LOCAL_DATA_SERVICE = 'http://127.0.0.1:8787';
const LOCAL_PROJECT_ID = 'latch-local';

/**
 * A devnet chain's URL on the local data service's JSON-RPC proxy, the sandbox wallets' default. The proxy
 * forwards reads and already-signed transactions (`eth_sendRawTransaction`) only; the wallets sign locally, so
 * nothing they need is missing, and anvil itself answers no browser origin.
 */
export const localStackRpcUrl = (chainId: number): string =>
  `${LOCAL_DATA_SERVICE}/v1?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: LOCAL_PROJECT_ID })}`;

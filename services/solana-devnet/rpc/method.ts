import type { DevnetState } from '../devnetState.js';

/** One JSON-RPC method: validates its params (throwing RpcError) and answers from the devnet's state. */
export type RpcMethod = (params: unknown, state: DevnetState) => unknown;

import { accountMethods } from './accountMethods.js';
import { clusterMethods } from './clusterMethods.js';
import type { RpcMethod } from './method.js';
import { tokenMethods } from './tokenMethods.js';
import { transactionMethods } from './transactionMethods.js';

/** Every HTTP JSON-RPC method the devnet answers. */
export const RPC_METHODS: ReadonlyMap<string, RpcMethod> = new Map(
  Object.entries({ ...accountMethods, ...tokenMethods, ...transactionMethods, ...clusterMethods }),
);

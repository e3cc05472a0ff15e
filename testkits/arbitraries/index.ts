// `@latch/testing/arbitraries`: fast-check arbitraries of Latch's inputs, for property tests (fast-check is
// an optional peer of `@latch/testing`: only this entry imports it).

export * as analyticsArbs from './analytics.js';
export * as connectorArbs from './connectors.js';
export * as identifierArbs from './identifiers.js';
export * as rpcArbs from './rpc.js';
export * as siwxArbs from './siwx.js';
export * as timelineArbs from './timelines.js';
export * as transactionArbs from './transactions.js';
export * as walletArbs from './wallets.js';

// The part of viem a wallet client needs, as one module: `createLazyWalletClient` imports it on demand, so it
// becomes its own chunk in a browser build.
export { createWalletClient, custom } from 'viem';

// The Wallet Standard discovery's code, a chunk of its own fetched by `start()` (see createWalletStandardDiscovery).
export { getWallets } from '@wallet-standard/app';
export { createWalletStandardConnector } from './createWalletStandardConnector.js';
export { isSolanaStandardWallet } from './solanaChains.js';

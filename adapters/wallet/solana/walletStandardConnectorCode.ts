// The Wallet Standard connector's code (signer, codecs, Solana validators and texts), a chunk of its own fetched by
// the discovery once a registered wallet is a Solana one (see createWalletStandardDiscovery).
export { createWalletStandardConnector } from './createWalletStandardConnector.js';

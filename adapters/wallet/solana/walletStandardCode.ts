// The Wallet Standard discovery's code, a chunk of its own fetched by `start()` (see createWalletStandardDiscovery):
// the registry and the test of a Solana wallet only. The connector's code is a chunk of its own
// (walletStandardConnectorCode.ts), fetched once a Solana wallet is registered.
export { getWallets } from '@wallet-standard/app';
export { isSolanaStandardWallet } from './isSolanaStandardWallet.js';

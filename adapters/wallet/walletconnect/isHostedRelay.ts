const HOSTED = /(^|\.)walletconnect\.(org|com)$/i;

/**
 * Whether `relayUrl` is WalletConnect's hosted relay. Only there do the SDK's cloud companions (domain
 * verification) mean anything; a self-hosted relay keeps every message on itself.
 */
export function isHostedRelay(relayUrl: string): boolean {
  try {
    return HOSTED.test(new URL(relayUrl).hostname);
  } catch {
    return false;
  }
}

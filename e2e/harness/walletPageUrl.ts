import type { DemoConfig } from '../../apps/demo/src/demoConfig.js';

/** The sandbox wallet page on the stack's relay and chains, opened on a WalletConnect pairing uri (a deep link). */
export function walletPageUrl(config: DemoConfig, uri: string): string {
  const link = config.walletLink;
  if (link === undefined) throw new Error('the stack serves no sandbox wallet page');
  const url = new URL(link);
  url.searchParams.set('uri', uri);
  return url.toString();
}

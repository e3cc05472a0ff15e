import type { ConnectorInfo } from '../../../ports/index.js';
import { BROWSER_WALLET_NAME } from './constants.js';

export interface VisibilityFacts {
  readonly mobile: boolean;
  /** Whether an injected provider exists (Platform's optional capability); undefined when unknown. */
  readonly injectedProviderPresent: boolean | undefined;
}

/** The generic INJECTED connector for a legacy `window.ethereum` that no EIP-6963 announcement covers. */
export const isBrowserWallet = (info: Pick<ConnectorInfo, 'type' | 'name'>): boolean =>
  info.type === 'INJECTED' && info.name.trim().toLowerCase() === BROWSER_WALLET_NAME.toLowerCase();

/**
 * SPEC §2 "Browser Wallet is hidden on desktop, or on mobile without rdns when not installed". Our reading:
 * - on desktop the generic Browser Wallet row is always hidden (extensions announce themselves, so it would
 *   only duplicate them, or offer a wallet that is not there);
 * - on mobile it is hidden only when BOTH hold: it has no rdns (the in-app browser did not identify itself)
 *   and nothing is installed (no injected provider). "Installed" is the Platform's optional
 *   hasInjectedProvider(); when the adapter does not offer it, the connector being listed counts as installed,
 *   since the injected discovery lists it only for an existing provider.
 * Every other connector is visible here (exclusions are applied separately). AUTH connectors are never
 * wallet rows.
 */
export const isConnectorVisible = (info: ConnectorInfo, facts: VisibilityFacts): boolean => {
  if (info.type === 'AUTH') return false;
  if (!isBrowserWallet(info)) return true;
  if (!facts.mobile) return false;
  const hasRdns = (info.rdns ?? '').trim() !== '';
  const installed = facts.injectedProviderPresent ?? true;
  return hasRdns || installed;
};

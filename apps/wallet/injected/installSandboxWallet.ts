import { registerWallet } from '@wallet-standard/wallet';
import { type Confirm, createPageConfirmer } from './confirmInPage.js';
import {
  createSandboxProvider,
  type SandboxControls,
  type SandboxProvider,
} from './createSandboxProvider.js';
import type { SandboxConfig } from './sandboxConfig.js';
import { SANDBOX_ICON } from './sandboxIcon.js';
import { pageSiteGrants, SOLANA_SITE_GRANTS_KEY } from './siteGrants.js';
import { createSandboxSolanaWallet } from './solana/createSandboxSolanaWallet.js';

export const SANDBOX_NAME = 'Latch Sandbox Wallet';
export const SANDBOX_RDNS = 'dev.latch.sandbox';

export interface SandboxProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

export interface SandboxWallet {
  readonly info: SandboxProviderInfo;
  readonly provider: SandboxProvider;
  readonly controls: SandboxControls;
  /** The Solana side, when configured: the address of its key (registered as a Wallet Standard wallet). */
  readonly solana?: { readonly address: string };
  /**
   * Stops answering eip6963:requestProvider and removes a legacy window.ethereum it installed. (The Wallet
   * Standard has no unregistering from the wallet's side: the Solana side stays registered.)
   */
  uninstall(): void;
}

/** The page the wallet is injected into. */
export type SandboxWindow = Window & { ethereum?: unknown };

const approveAll: Confirm = async () => true;

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
const randomUuid = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Creates the sandbox provider in a page and announces it over EIP-6963 (now and on every
 * eip6963:requestProvider); with `legacy` it is also `window.ethereum`. Prompts use the in-page dialog
 * unless `autoApprove` is set. The sites it connects to are remembered in the page's localStorage (per
 * origin, as an extension remembers them), so a reload finds the site still connected. With `solana`, its
 * Solana side (createSandboxSolanaWallet) registers as a Wallet Standard wallet with the same dialog.
 */
export function installSandboxWallet(target: SandboxWindow, config: SandboxConfig): SandboxWallet {
  const confirm = config.autoApprove ? approveAll : createPageConfirmer(target.document);
  const { provider, controls } = createSandboxProvider(config, confirm, pageSiteGrants(target));
  const info: SandboxProviderInfo = Object.freeze({
    uuid: config.uuid ?? randomUuid(),
    name: SANDBOX_NAME,
    icon: SANDBOX_ICON,
    rdns: SANDBOX_RDNS,
  });
  const announce = () => {
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  };
  target.addEventListener('eip6963:requestProvider', announce);
  if (config.legacy) target.ethereum = provider;
  announce();
  // The Solana side registers through the Wallet Standard (now, and again when an app announces it is ready).
  // Its grants are remembered per origin too (its own key), so a reload reconnects it silently.
  const solana =
    config.solana === undefined
      ? undefined
      : createSandboxSolanaWallet(config.solana, confirm, {
          grants: pageSiteGrants(target, SOLANA_SITE_GRANTS_KEY),
        });
  if (solana !== undefined) registerWallet(solana.wallet);
  return {
    info,
    provider,
    controls,
    ...(solana === undefined ? {} : { solana: { address: solana.address } }),
    uninstall() {
      target.removeEventListener('eip6963:requestProvider', announce);
      if (target.ethereum === provider) target.ethereum = undefined;
    },
  };
}

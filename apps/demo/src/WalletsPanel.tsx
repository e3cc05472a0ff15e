import type { DemoConfig } from './demoConfig.js';
import { sandboxUrl } from './loadSandboxWallet.js';

export interface WalletsPanelProps {
  readonly config: DemoConfig;
  /** The sandbox wallet is injected in this page. */
  readonly sandbox: boolean;
}

/** How to connect: a browser wallet (or the sandbox one), or a phone wallet through WalletConnect. */
export function WalletsPanel({ config, sandbox }: WalletsPanelProps) {
  const href = typeof window === 'undefined' ? '/' : window.location.href;
  const walletPage = config.walletLink;
  // The stack that runs a Solana devnet hands the sandbox its seed: the sandbox has a Solana side there.
  const solana =
    config.solana === undefined
      ? ''
      : ` and, as Latch Sandbox Solana, a funded ${config.solana.name} account`;
  return (
    <section className="demo-card" aria-labelledby="wallets-title">
      <h2 id="wallets-title">Ways to connect</h2>
      <ul className="demo-steps">
        <li>
          <strong>Browser wallet.</strong> Wallets that announce themselves (EIP-6963) are listed at the top.
          {sandbox
            ? ` The Latch Sandbox Wallet is injected in this page: it holds devnet account #0${solana} and asks you to approve each request.`
            : ` No extension? Inject the Latch Sandbox Wallet, which holds a funded devnet account${solana}.`}
        </li>
        <li>
          <strong>WalletConnect.</strong> Pick WalletConnect and scan the QR code, or copy its link into{' '}
          {walletPage === undefined ? (
            'the sandbox wallet page'
          ) : (
            <a href={walletPage} target="_blank" rel="noopener noreferrer">
              the sandbox wallet page
            </a>
          )}
          ; the pairing goes through the local relay.
          {walletPage === undefined
            ? null
            : ' On a phone, pick Latch Sandbox Wallet: its link opens the sandbox wallet page on the pairing.'}
        </li>
      </ul>
      <a className="demo-button demo-button-secondary" href={sandboxUrl(href, !sandbox)}>
        {sandbox ? 'Reload without the sandbox wallet' : 'Use the sandbox wallet'}
      </a>
    </section>
  );
}

import { ConnectButton, NetworkButton } from '@latch/react';
import type { DemoConfig } from './demoConfig.js';
import { SessionPanel } from './SessionPanel.js';
import { StackPanel } from './StackPanel.js';
import { ThemeSwitch } from './ThemeSwitch.js';
import { WalletsPanel } from './WalletsPanel.js';

export interface AppProps {
  readonly config: DemoConfig;
  /** The sandbox wallet was injected by the page (`?sandbox=1`). */
  readonly sandbox: boolean;
}

/** The demo host page: a header with the Latch buttons, a short description and what is connected. */
export function App({ config, sandbox }: AppProps) {
  return (
    <>
      <header className="demo-header">
        <a className="demo-brand" href="/">
          <span className="demo-logo" aria-hidden="true" />
          <span>Latch</span>
          <span className="demo-tag">demo</span>
        </a>
        <div className="demo-actions">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-intro" aria-labelledby="demo-title">
          <h1 id="demo-title">Connect a wallet to your local devnet</h1>
          <p>
            This page is an ordinary React app using Latch’s public API. Everything it talks to runs on this
            machine: two devnet chains, the data service and a WalletConnect relay, with no vendor key.
          </p>
          <ThemeSwitch />
        </section>
        <div className="demo-grid">
          <SessionPanel />
          <WalletsPanel config={config} sandbox={sandbox} />
          <StackPanel config={config} />
        </div>
      </main>
      <footer className="demo-footer">
        <p>Latch is open source (MIT) and self-hostable.</p>
      </footer>
    </>
  );
}

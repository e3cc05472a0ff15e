import type { DemoConfig } from './demoConfig.js';

/** Where the local stack answers, as `/demo-config.json` told the page. */
export function StackPanel({ config }: { readonly config: DemoConfig }) {
  return (
    <section className="demo-card" aria-labelledby="stack-title">
      <h2 id="stack-title">Local stack</h2>
      <dl className="demo-facts">
        {config.chains.map((chain) => (
          <div key={chain.chainId}>
            <dt>
              {chain.name} <span className="demo-muted">({chain.chainId})</span>
            </dt>
            <dd className="demo-mono">{chain.rpcUrl}</dd>
          </div>
        ))}
        <div>
          <dt>Data service</dt>
          <dd className="demo-mono">{config.dataServiceUrl}</dd>
        </div>
        <div>
          <dt>WalletConnect relay</dt>
          <dd className="demo-mono">{config.relayUrl}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd className="demo-mono">{config.projectId}</dd>
        </div>
      </dl>
    </section>
  );
}

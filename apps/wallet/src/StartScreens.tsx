/** What the page shows before the engine is up, and when it could not start. */
export function Starting({ relayUrl }: { relayUrl: string }) {
  return (
    <main className="start" aria-busy="true">
      <h1>Latch Sandbox Wallet</h1>
      <p className="muted">Connecting to the relay at {relayUrl}…</p>
    </main>
  );
}

export function StartFailed({ relayUrl, error }: { relayUrl: string; error: unknown }) {
  return (
    <main className="start">
      <h1>Latch Sandbox Wallet</h1>
      <p role="alert" className="field-error">
        The wallet could not start: {error instanceof Error ? error.message : String(error)}
      </p>
      <p className="muted">
        Is the local stack running (<code>npm start</code>)? The relay is expected at {relayUrl}.
      </p>
    </main>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { WalletActions } from '../actions/createWalletActions.js';

/** "Paste a WalletConnect URI" + Connect; the URI is checked first, failures are shown under the field. */
export function PairForm({ actions }: { actions: Pick<WalletActions, 'pair'> }) {
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const result = await actions.pair(uri);
    setBusy(false);
    result.match(
      () => setUri(''),
      (failure) => setError(failure.message),
    );
  };

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Connect an app</h2>
      <form className="pair" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-uri`}>Paste a WalletConnect URI</label>
        <div className="pair__row">
          <input
            id={`${id}-uri`}
            className="mono"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : `${id}-error`}
          />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Connecting…' : 'Connect'}
          </button>
        </div>
        {error === undefined ? null : (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

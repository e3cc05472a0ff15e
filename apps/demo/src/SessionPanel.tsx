import { useLatchAccount, useLatchModal, useLatchNetwork } from '@latch/react';

/** What the hooks report: status, account, network and balance, as a host app would read them. */
export function SessionPanel() {
  const account = useLatchAccount();
  const { network, isUnsupported } = useLatchNetwork();
  const { open } = useLatchModal();
  const { balance } = account;
  return (
    <section className="demo-card" aria-labelledby="session-title">
      <h2 id="session-title">Your session</h2>
      <dl className="demo-facts">
        <div>
          <dt>Status</dt>
          <dd data-testid="session-status">{account.status}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd className="demo-mono" data-testid="session-address">
            {account.address ?? '—'}
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{isUnsupported ? 'Unsupported network' : network.name}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>
            {balance.status === 'ready' ? `${balance.formatted} ${balance.symbol}` : null}
            {balance.status === 'loading' ? 'Loading…' : null}
            {balance.status === 'unavailable' ? 'Unavailable' : null}
            {balance.status === 'idle' ? '—' : null}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="demo-button"
        onClick={() => void open(account.isConnected ? { view: 'Account' } : undefined)}
      >
        {account.isConnected ? 'Open account' : 'Open the modal'}
      </button>
    </section>
  );
}

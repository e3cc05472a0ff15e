import type { SessionSummary, WalletChain } from '../../engine/index.js';
import type { WalletActions } from '../actions/createWalletActions.js';
import { shortAddress } from '../format/formatEth.js';
import { DappIcon } from './DappIcon.js';

interface SessionListProps {
  readonly sessions: readonly SessionSummary[];
  readonly chains: readonly WalletChain[];
  readonly actions: Pick<WalletActions, 'disconnect' | 'switchChain'>;
}

/** Connected apps: shared account, the network each is on (switchable), Disconnect. */
export function SessionList({ sessions, chains, actions }: SessionListProps) {
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">
        Connected apps <span className="count">{sessions.length}</span>
      </h2>
      {sessions.length === 0 ? (
        <p className="muted">No app is connected.</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.topic} className="session">
              <DappIcon dapp={session.dapp} size={36} />
              <div className="session__text">
                <strong>{session.dapp.name}</strong>
                <span className="muted small mono">
                  {session.accounts.map(shortAddress).join(', ')}
                  {session.dapp.url === '' ? '' : ` · ${session.dapp.url}`}
                </span>
              </div>
              <label className="session__network">
                <span className="visually-hidden">Network for {session.dapp.name}</span>
                <select
                  value={session.activeChainId}
                  onChange={(event) => {
                    const chainId = Number(event.target.value.split(':')[1]);
                    void actions.switchChain(session, chainId);
                  }}
                >
                  {chains.map((chain) => (
                    <option key={chain.chainId} value={`eip155:${chain.chainId}`}>
                      {chain.name ?? 'Chain'} · {chain.chainId}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Disconnect ${session.dapp.name}`}
                onClick={() => void actions.disconnect(session)}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

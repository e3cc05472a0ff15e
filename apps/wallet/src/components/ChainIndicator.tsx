import type { WalletChain } from '../../engine/index.js';
import type { ChainSnapshotState } from '../hooks/useChainSnapshot.js';
import type { RelayStatus } from '../hooks/useRelayStatus.js';

interface ChainIndicatorProps {
  readonly chains: readonly WalletChain[];
  readonly chainId: number;
  readonly onChange: (chainId: number) => void;
  readonly snapshot: ChainSnapshotState;
  readonly relayStatus: RelayStatus;
}

const RELAY: Readonly<Record<RelayStatus, { tone: string; text: string; title: string }>> = {
  connected: { tone: 'ok', text: 'Relay connected', title: 'The socket to the relay is open' },
  idle: { tone: 'idle', text: 'Relay idle', title: 'Connects when an app pairs' },
  offline: { tone: 'bad', text: 'Relay offline', title: 'Reconnecting to the relay…' },
};

/** The network the balances are read from (with its head block) and whether the relay socket is open. */
export function ChainIndicator({ chains, chainId, onChange, snapshot, relayStatus }: ChainIndicatorProps) {
  const chainStatus =
    snapshot.status === 'ready'
      ? { tone: 'ok', text: `Block ${snapshot.snapshot.blockNumber.toString()}` }
      : snapshot.status === 'error'
        ? { tone: 'bad', text: 'RPC unreachable' }
        : { tone: 'wait', text: 'Connecting…' };
  return (
    <div className="indicators">
      <label className="network">
        <span className="visually-hidden">Network</span>
        <select value={chainId} onChange={(event) => onChange(Number(event.target.value))}>
          {chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chain.name ?? 'Chain'} · {chain.chainId}
            </option>
          ))}
        </select>
      </label>
      <span
        className={`pill pill--${chainStatus.tone}`}
        title={snapshot.status === 'error' ? snapshot.message : undefined}
      >
        <span className="dot" aria-hidden="true" />
        {chainStatus.text}
      </span>
      <span className={`pill pill--${RELAY[relayStatus].tone}`} title={RELAY[relayStatus].title}>
        <span className="dot" aria-hidden="true" />
        {RELAY[relayStatus].text}
      </span>
    </div>
  );
}

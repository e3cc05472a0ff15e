import { useMemo, useState } from 'react';
import type { Address } from 'viem';
import type { SandboxWallet } from '../engine/index.js';
import { createWalletActions } from './actions/createWalletActions.js';
import { AccountPicker } from './components/AccountPicker.js';
import { ChainIndicator } from './components/ChainIndicator.js';
import { PairForm } from './components/PairForm.js';
import { ProposalCard } from './components/ProposalCard.js';
import { RequestCard } from './components/RequestCard.js';
import { SessionList } from './components/SessionList.js';
import { ToastRegion } from './components/ToastRegion.js';
import type { WalletConfig } from './config/readWalletConfig.js';
import { useChainSnapshot } from './hooks/useChainSnapshot.js';
import { useRelayStatus } from './hooks/useRelayStatus.js';
import { useWalletState } from './hooks/useWalletState.js';
import type { ToastStore } from './toasts/createToastStore.js';

interface AppProps {
  readonly wallet: SandboxWallet;
  readonly config: WalletConfig;
  readonly toasts: ToastStore;
}

/** The sandbox wallet page: approvals first, then pairing and sessions; accounts beside them. */
export function App({ wallet, config, toasts }: AppProps) {
  const state = useWalletState(wallet);
  const relayStatus = useRelayStatus(wallet);
  const [accountIndex, setAccountIndex] = useState(0);
  const [chainId, setChainId] = useState(config.chains[0]?.chainId ?? 0);
  const chain = config.chains.find((candidate) => candidate.chainId === chainId);
  // The engine derives its accounts once; a stable list keeps the balance reads from restarting.
  const [accounts] = useState<readonly Address[]>(() => wallet.getState().accounts);
  const [snapshot, refreshSnapshot] = useChainSnapshot(chain, accounts);
  const actions = useMemo(
    () =>
      createWalletActions({
        wallet,
        toasts,
        chains: config.chains,
        onMined: refreshSnapshot,
      }),
    [wallet, toasts, config.chains, refreshSnapshot],
  );
  const selected = accounts[accountIndex] ?? accounts[0];
  const waiting = state.proposals.length + state.requests.length;

  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <img src="./icon.svg" alt="" width={32} height={32} />
          <h1>Latch Sandbox Wallet</h1>
        </div>
        <ChainIndicator
          chains={config.chains}
          chainId={chainId}
          onChange={setChainId}
          snapshot={snapshot}
          relayStatus={relayStatus}
        />
      </header>
      <div className="layout">
        <main className="main">
          <section className="panel" aria-labelledby="waiting-heading">
            <h2 id="waiting-heading">
              Waiting for you <span className="count">{waiting}</span>
            </h2>
            {waiting === 0 ? (
              <p className="muted">Nothing to approve. Connect an app with its WalletConnect URI.</p>
            ) : (
              <div className="cards">
                {selected === undefined
                  ? null
                  : state.proposals.map((proposal) => (
                      <ProposalCard
                        key={proposal.id}
                        proposal={proposal}
                        chains={config.chains}
                        account={{ index: accountIndex, address: selected }}
                        actions={actions}
                      />
                    ))}
                {state.requests.map((request) => (
                  <RequestCard key={request.id} request={request} chains={config.chains} actions={actions} />
                ))}
              </div>
            )}
          </section>
          <PairForm actions={actions} />
          <SessionList sessions={state.sessions} chains={config.chains} actions={actions} />
        </main>
        <aside className="side">
          <AccountPicker
            accounts={accounts}
            selected={accountIndex}
            onSelect={setAccountIndex}
            snapshot={snapshot}
            chainName={chain?.name ?? `chain ${chainId}`}
          />
        </aside>
      </div>
      <ToastRegion toasts={toasts} />
    </div>
  );
}

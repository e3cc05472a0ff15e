import { useId, useState } from 'react';
import type { Address } from 'viem';
import type { Caip2ChainId, PendingProposal, WalletChain } from '../../engine/index.js';
import type { WalletActions } from '../actions/createWalletActions.js';
import { shortAddress } from '../format/formatEth.js';
import { DappIcon } from './DappIcon.js';
import { DecisionButtons } from './DecisionButtons.js';

interface ProposalCardProps {
  readonly proposal: PendingProposal;
  readonly chains: readonly WalletChain[];
  readonly account: { readonly index: number; readonly address: Address };
  readonly actions: Pick<WalletActions, 'approveSession' | 'rejectSession'>;
}

/** A dapp's session proposal: who asks, for which chains and methods, with which account. */
export function ProposalCard({ proposal, chains, account, actions }: ProposalCardProps) {
  const id = useId();
  const { dapp } = proposal;
  const offered = chains.filter((chain) => proposal.chains.includes(`eip155:${chain.chainId}`));
  const missing = proposal.chains.filter(
    (caip) => !offered.some((chain) => `eip155:${chain.chainId}` === caip),
  );
  const [picked, setPicked] = useState<ReadonlySet<number>>(
    () => new Set(offered.map((chain) => chain.chainId)),
  );
  const toggle = (chainId: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(chainId)) next.add(chainId);
      return next;
    });
  // None of the requested chains is here: the engine offers all of the wallet's (the app sees them).
  const approvedChains: readonly Caip2ChainId[] | undefined =
    offered.length === 0
      ? undefined
      : offered
          .filter((chain) => picked.has(chain.chainId))
          .map((chain) => `eip155:${chain.chainId}` as const);
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <p className="card__kind">Connection request</p>
      <div className="dapp">
        <DappIcon dapp={dapp} size={48} />
        <div className="dapp__text">
          <h3 id={`${id}-title`}>{dapp.name}</h3>
          {dapp.url === '' ? null : <p className="dapp__url mono">{dapp.url}</p>}
        </div>
      </div>
      {dapp.description === '' ? null : <p className="muted">{dapp.description}</p>}
      <dl className="rows">
        <div>
          <dt id={`${id}-networks`}>Networks</dt>
          <dd>
            <ul className="chips" aria-labelledby={`${id}-networks`}>
              {offered.map((chain) => (
                <li key={chain.chainId}>
                  <label className="chip chip--check">
                    <input
                      type="checkbox"
                      checked={picked.has(chain.chainId)}
                      onChange={() => toggle(chain.chainId)}
                    />
                    {chain.name ?? 'Chain'} · {chain.chainId}
                  </label>
                </li>
              ))}
              {missing.map((caip) => (
                <li key={caip} className="chip chip--off">
                  {caip}
                  <span className="visually-hidden"> (not available in this wallet)</span>
                </li>
              ))}
            </ul>
            {offered.length === 0 ? (
              <p className="muted small">
                None of these is in this wallet: the app will be offered all of its networks.
              </p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt id={`${id}-methods`}>Methods</dt>
          <dd>
            <ul className="chips" aria-labelledby={`${id}-methods`}>
              {proposal.methods.map((method) => (
                <li key={method} className="chip chip--mono">
                  {method}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>
            Account {account.index} · <span className="mono">{shortAddress(account.address)}</span>
          </dd>
        </div>
      </dl>
      <DecisionButtons
        subject={`the connection request of ${dapp.name}`}
        approveDisabled={approvedChains !== undefined && approvedChains.length === 0}
        onApprove={() => actions.approveSession(proposal, account.address, approvedChains)}
        onReject={() => actions.rejectSession(proposal)}
      />
    </article>
  );
}

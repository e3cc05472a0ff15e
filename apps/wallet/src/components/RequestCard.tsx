import { useId } from 'react';
import type { PendingRequest, WalletChain } from '../../engine/index.js';
import type { WalletActions } from '../actions/createWalletActions.js';
import { summariseRequest } from '../requests/summariseRequest.js';
import { DappIcon } from './DappIcon.js';
import { DecisionButtons } from './DecisionButtons.js';

interface RequestCardProps {
  readonly request: PendingRequest;
  readonly chains: readonly WalletChain[];
  readonly actions: Pick<WalletActions, 'approveRequest' | 'rejectRequest'>;
}

/** A pending request of a connected dapp with a readable summary of what approving it does. */
export function RequestCard({ request, chains, actions }: RequestCardProps) {
  const id = useId();
  const summary = summariseRequest(request, chains);
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <div className="card__from">
        <DappIcon dapp={request.dapp} size={24} />
        <span>{request.dapp.name}</span>
        <span className="chip chip--mono">{request.method}</span>
      </div>
      <h3 id={`${id}-title`}>{summary.title}</h3>
      <dl className="rows">
        {summary.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className={row.mono ? 'mono' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {summary.detail === undefined ? null : (
        <div className="detail">
          <label htmlFor={`${id}-detail`}>{summary.detail.label}</label>
          <textarea
            id={`${id}-detail`}
            readOnly
            rows={Math.min(8, summary.detail.text.split('\n').length + 1)}
            value={summary.detail.text}
          />
        </div>
      )}
      <DecisionButtons
        subject={`${summary.title.toLowerCase()} for ${request.dapp.name}`}
        onApprove={() => actions.approveRequest(request)}
        onReject={() => actions.rejectRequest(request)}
      />
    </article>
  );
}

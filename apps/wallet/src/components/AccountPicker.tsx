import type { Address } from 'viem';
import { formatEth, shortAddress } from '../format/formatEth.js';
import type { ChainSnapshotState } from '../hooks/useChainSnapshot.js';

interface AccountPickerProps {
  readonly accounts: readonly Address[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly snapshot: ChainSnapshotState;
  readonly chainName: string;
}

const balanceText = (snapshot: ChainSnapshotState, index: number): string => {
  if (snapshot.status === 'loading') return '…';
  if (snapshot.status === 'error') return 'unavailable';
  const balance = snapshot.snapshot.balances[index];
  return balance === undefined ? 'unavailable' : `${formatEth(balance)} ETH`;
};

/** The devnet accounts as a radio group: the chosen one is shared with the next app that connects. */
export function AccountPicker({ accounts, selected, onSelect, snapshot, chainName }: AccountPickerProps) {
  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      <p className="muted small">Shared with the next app you connect. Balances on {chainName}.</p>
      <fieldset className="accounts">
        <legend className="visually-hidden">Account to share</legend>
        {accounts.map((address, index) => (
          <label key={address} className={index === selected ? 'account account--selected' : 'account'}>
            <input
              type="radio"
              name="account"
              value={address}
              checked={index === selected}
              onChange={() => onSelect(index)}
            />
            <span className="account__name">Account {index}</span>
            <span className="account__address mono" title={address}>
              {shortAddress(address)}
            </span>
            <span className="account__balance">{balanceText(snapshot, index)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

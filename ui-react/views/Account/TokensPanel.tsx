import type { BalancesState, TokenBalanceRow } from '../../../core/kernel/balances/index.js';
import { AlertIcon, CoinsIcon, RetryIcon } from '../../components/icons.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { tokenValueText } from '../../components/tokenValueText.js';

/** Placeholder rows while the list loads (stable keys). */
const SKELETON_ROWS = ['first', 'second', 'third'] as const;

function TokenRow({ row }: { readonly row: TokenBalanceRow }) {
  const value = tokenValueText(row.value);
  return (
    <li className="latch-token-row" data-token={row.symbol}>
      <TokenImage src={row.iconUrl} symbol={row.symbol} size={36} />
      <span className="latch-token-text">
        <span className="latch-token-name">{row.name || row.symbol}</span>
        <span className="latch-token-quantity">
          <span data-field="quantity">{row.quantity}</span> {row.symbol}
        </span>
      </span>
      {value === '' ? null : (
        <span className="latch-token-value" data-field="value">
          {value}
        </span>
      )}
    </li>
  );
}

/**
 * The Tokens tab: the list (icon, name, quantity with symbol, USD value), skeleton rows while loading, an empty
 * state when the account holds nothing here, and an unavailable state with Retry — never zero for a failure.
 */
export function TokensPanel({
  state,
  networkName,
  onRetry,
}: {
  readonly state: BalancesState;
  readonly networkName: string;
  readonly onRetry: () => void;
}) {
  switch (state.status) {
    case 'ready':
      if (state.tokens.length === 0) {
        return (
          <div className="latch-tokens-message" data-state="empty">
            <span className="latch-tokens-message-icon" aria-hidden="true">
              <CoinsIcon size={20} />
            </span>
            <p className="latch-tokens-message-title">No tokens yet</p>
            <p className="latch-tokens-message-text">Tokens you hold on {networkName} will show here.</p>
          </div>
        );
      }
      return (
        <ul className="latch-tokens" aria-label="Tokens">
          {state.tokens.map((row) => (
            <TokenRow key={row.id} row={row} />
          ))}
        </ul>
      );
    case 'unavailable':
      return (
        <div className="latch-tokens-message" data-state="unavailable">
          <span className="latch-tokens-message-icon" data-tone="error" aria-hidden="true">
            <AlertIcon size={20} />
          </span>
          <p className="latch-tokens-message-title">Token balances unavailable</p>
          <p className="latch-tokens-message-text">They could not be loaded for {networkName}.</p>
          <button type="button" className="latch-chip latch-chip-text" onClick={onRetry}>
            <RetryIcon size={12} />
            Retry
          </button>
        </div>
      );
    default:
      return (
        <div className="latch-tokens-loading" aria-busy="true">
          <span className="latch-visually-hidden">Loading tokens…</span>
          {SKELETON_ROWS.map((key) => (
            <div key={key} className="latch-token-row latch-token-skeleton" aria-hidden="true">
              <span className="latch-skeleton latch-token-skeleton-icon" />
              <span className="latch-token-text">
                <span className="latch-skeleton latch-token-skeleton-name" />
                <span className="latch-skeleton latch-token-skeleton-quantity" />
              </span>
              <span className="latch-skeleton latch-token-skeleton-value" />
            </div>
          ))}
        </div>
      );
  }
}

import type { RefObject } from 'react';
import type { TokenBalance } from '../../../ports/index.js';
import { RetryIcon } from '../../components/icons.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { tokenBalanceText } from './sendDisplay.js';

/** Whether the account's token balances are known: they decide what an empty list means. */
export type TokenListStatus = 'loading' | 'ready' | 'unavailable';

export interface TokenPickerProps {
  readonly tokens: readonly TokenBalance[];
  readonly selectedKey: string | undefined;
  readonly keyOf: (token: TokenBalance) => string;
  readonly status: TokenListStatus;
  readonly networkName: string;
  readonly onPick: (token: TokenBalance) => void;
  readonly onClose: () => void;
  readonly onRetry: () => void;
  /** Set to the control that takes the focus when the list opens: the picked token, else the first, else Cancel. */
  readonly initialFocusRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The token list of the Send view: each token the account holds on the network with its balance (the picked one
 * pressed). While balances load: placeholders; none held: says so; balances unavailable: says so with Retry.
 */
export function TokenPicker(props: TokenPickerProps) {
  const { tokens, selectedKey, keyOf, status, networkName, onPick, onClose, onRetry, initialFocusRef } =
    props;
  return (
    <section className="latch-send-picker" aria-labelledby="latch-send-picker-title">
      <div className="latch-send-picker-head">
        <h3 className="latch-send-picker-title" id="latch-send-picker-title">
          Select a token
        </h3>
        <button
          type="button"
          className="latch-send-text-button"
          onClick={onClose}
          ref={tokens.length === 0 ? initialFocusRef : undefined}
        >
          Cancel
        </button>
      </div>
      <TokenList {...{ tokens, selectedKey, keyOf, status, networkName, onPick, onRetry, initialFocusRef }} />
    </section>
  );
}

function TokenList(props: Omit<TokenPickerProps, 'onClose'>) {
  const { tokens, selectedKey, keyOf, status, networkName, onPick, onRetry, initialFocusRef } = props;
  if (tokens.length > 0) {
    const [first] = tokens;
    const picked = tokens.some((token) => keyOf(token) === selectedKey);
    const focused = picked ? selectedKey : first === undefined ? undefined : keyOf(first);
    return (
      <ul className="latch-send-picker-list" aria-label="Tokens">
        {tokens.map((token) => {
          const key = keyOf(token);
          return (
            <li key={key}>
              <button
                type="button"
                className="latch-row"
                data-token={token.symbol}
                aria-pressed={key === selectedKey}
                ref={key === focused ? initialFocusRef : undefined}
                onClick={() => onPick(token)}
              >
                <TokenImage src={token.iconUrl} symbol={token.symbol} size={36} />
                <span className="latch-send-picker-text">
                  <span className="latch-send-picker-name">{token.name || token.symbol}</span>
                  <span className="latch-send-picker-symbol">{token.symbol}</span>
                </span>
                <span className="latch-send-picker-balance">
                  {tokenBalanceText(token)} {token.symbol}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  if (status === 'loading') {
    return (
      <div className="latch-send-picker-list" aria-busy="true">
        <span className="latch-visually-hidden">Loading tokens…</span>
        <span className="latch-skeleton latch-send-picker-skeleton" aria-hidden="true" />
        <span className="latch-skeleton latch-send-picker-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (status === 'unavailable') {
    return (
      <div className="latch-send-picker-message" data-state="unavailable">
        <p>Token balances are unavailable for {networkName}.</p>
        <button type="button" className="latch-send-text-button" onClick={onRetry}>
          <RetryIcon size={12} />
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="latch-send-picker-message" data-state="empty">
      <p>You hold no tokens to send on {networkName}.</p>
    </div>
  );
}

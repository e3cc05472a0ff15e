import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { SwapStore } from '../../../core/swap/index.js';
import type { SwapToken } from '../../../ports/index.js';
import { AlertIcon, RetryIcon, SearchIcon } from '../../components/icons.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { useRovingFocus } from '../../components/useRovingFocus.js';
import { searchSwapTokens, swapBalanceText } from './swapDisplay.js';

/** Which side of the swap a token is picked for. */
export type SwapSide = 'from' | 'to';

export interface SwapTokenPickerProps {
  readonly swap: SwapStore;
  readonly side: SwapSide;
  readonly onPick: (token: SwapToken) => void;
  readonly onClose: () => void;
}

const SKELETONS = ['a', 'b', 'c', 'd'] as const;

const bareAddress = (address: string): string => address.slice(address.lastIndexOf(':') + 1);

/** One token: icon, name and symbol, the held balance when known; the picked one pressed. */
const TokenRow = observer(function TokenRow({
  swap,
  token,
  picked,
  onPick,
  roving,
}: {
  readonly swap: SwapStore;
  readonly token: SwapToken;
  readonly picked: boolean;
  readonly onPick: (token: SwapToken) => void;
  readonly roving: ReturnType<ReturnType<typeof useRovingFocus>['itemProps']>;
}) {
  const balance = swapBalanceText(swap.balanceOf(token), token);
  return (
    <li>
      <button
        type="button"
        className="latch-row"
        data-token={token.symbol}
        aria-pressed={picked}
        title={bareAddress(token.address)}
        onClick={() => onPick(token)}
        {...roving}
      >
        <TokenImage src={token.logoUri} symbol={token.symbol} size={36} />
        <span className="latch-send-picker-text">
          <span className="latch-send-picker-name">{token.name || token.symbol}</span>
          <span className="latch-send-picker-symbol">
            {token.symbol}
            <span className="latch-swap-picker-address"> · {shortenAddress(bareAddress(token.address))}</span>
          </span>
        </span>
        {balance === undefined ? null : (
          <span className="latch-send-picker-balance" data-field="balance">
            {balance}
          </span>
        )}
      </button>
    </li>
  );
});

/**
 * The token list of the Swap view: a search over name, symbol and address, then the network's swap tokens
 * (suggested ones first) with the balances held. Arrow keys, Home and End move through the list (ArrowDown from
 * the search enters it), Enter picks, Escape goes back to the form. While the list loads: placeholders; a
 * failed load: its catalogue text with Retry.
 */
export const SwapTokenPicker = observer(function SwapTokenPicker({
  swap,
  side,
  onPick,
  onClose,
}: SwapTokenPickerProps) {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();
  const found = searchSwapTokens(swap.tokens, query);
  const roving = useRovingFocus(found.length);
  const current = side === 'from' ? swap.sourceToken : swap.toToken;
  const title = side === 'from' ? 'Select a token to pay with' : 'Select a token to receive';

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'ArrowDown' && event.target === searchRef.current) {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[data-roving-item][tabindex="0"]')?.focus();
    }
  };

  return (
    <section className="latch-send-picker latch-swap-picker" aria-label={title} onKeyDown={onKeyDown}>
      <div className="latch-send-picker-head">
        <h3 className="latch-send-picker-title">{title}</h3>
        <button type="button" className="latch-send-text-button" onClick={onClose}>
          Cancel
        </button>
      </div>
      <div className="latch-swap-search">
        <label htmlFor={searchId} className="latch-visually-hidden">
          Search tokens
        </label>
        <SearchIcon size={16} />
        <input
          ref={searchRef}
          id={searchId}
          className="latch-swap-search-input"
          type="search"
          placeholder="Search name, symbol or address"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      {swap.tokensStatus === 'failed' ? (
        <div className="latch-send-picker-message" data-state="failed" role="alert">
          <AlertIcon size={18} />
          <p>{swap.tokensError?.message}</p>
          <button type="button" className="latch-send-text-button" onClick={() => void swap.loadTokens()}>
            <RetryIcon size={12} />
            Retry
          </button>
        </div>
      ) : swap.tokensStatus !== 'ready' ? (
        <div className="latch-send-picker-list" aria-busy="true">
          <span className="latch-visually-hidden">Loading tokens…</span>
          {SKELETONS.map((key) => (
            <span key={key} className="latch-skeleton latch-send-picker-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : found.length === 0 ? (
        <div className="latch-send-picker-message" data-state="empty">
          <p>No token matches “{query.trim()}”.</p>
        </div>
      ) : (
        <ul className="latch-send-picker-list" aria-label="Tokens" ref={listRef} onKeyDown={roving.onKeyDown}>
          {found.map((token, index) => (
            <TokenRow
              key={token.address}
              swap={swap}
              token={token}
              picked={current?.address === token.address}
              onPick={onPick}
              roving={roving.itemProps(index)}
            />
          ))}
        </ul>
      )}
    </section>
  );
});

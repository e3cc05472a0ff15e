import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { SwapStore } from '../../../core/features/swap/index.js';
import { userMessage } from '../../../core/lib/errors/index.js';
import type { SwapToken } from '../../../ports/index.js';
import { AlertIcon, SearchIcon } from '../../components/icons.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import {
  TokenListLoading,
  TokenListMessage,
  TokenPickerPanel,
  TokenRow,
} from '../../components/TokenPicker/TokenPicker.js';
import { type RovingItemProps, useRovingFocus } from '../../components/useRovingFocus.js';
import { searchSwapTokens, swapBalanceText } from './swapDisplay.js';

/** Which side of the swap a token is picked for. */
export type SwapSide = 'from' | 'to';

export interface SwapTokenPickerProps {
  readonly swap: SwapStore;
  readonly side: SwapSide;
  readonly onPick: (token: SwapToken) => void;
  readonly onClose: () => void;
}

const bareAddress = (address: string): string => address.slice(address.lastIndexOf(':') + 1);

/** One token: icon, name and symbol with its short address, the held balance when known; the picked one pressed. */
const SwapTokenRow = observer(function SwapTokenRow({
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
  readonly roving: RovingItemProps;
}) {
  const address = bareAddress(token.address);
  return (
    <TokenRow
      symbol={token.symbol}
      name={token.name}
      iconUrl={token.logoUri}
      detail={<span className="latch-swap-picker-address"> · {shortenAddress(address)}</span>}
      balance={swapBalanceText(swap.balanceOf(token), token)}
      picked={picked}
      title={address}
      onPick={() => onPick(token)}
      roving={roving}
    />
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
    <TokenPickerPanel title={title} className="latch-swap-picker" onClose={onClose} onKeyDown={onKeyDown}>
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
        <TokenListMessage
          state="failed"
          alert
          icon={<AlertIcon size={18} />}
          text={swap.tokensError === undefined ? '' : userMessage(swap.tokensError)}
          onRetry={() => void swap.loadTokens()}
        />
      ) : swap.tokensStatus !== 'ready' ? (
        <TokenListLoading rows={4} />
      ) : found.length === 0 ? (
        <TokenListMessage state="empty" text={`No token matches “${query.trim()}”.`} />
      ) : (
        <ul className="latch-send-picker-list" aria-label="Tokens" ref={listRef} onKeyDown={roving.onKeyDown}>
          {found.map((token, index) => (
            <SwapTokenRow
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
    </TokenPickerPanel>
  );
});

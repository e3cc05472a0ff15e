import type { RefObject } from 'react';
import type { TokenBalance } from '../../../ports/index.js';
import {
  TokenListLoading,
  TokenListMessage,
  TokenPickerPanel,
  TokenRow,
} from '../../components/TokenPicker/TokenPicker.js';
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
  const { tokens, onClose, initialFocusRef } = props;
  return (
    <TokenPickerPanel
      title="Select a token"
      titleId="latch-send-picker-title"
      onClose={onClose}
      cancelRef={tokens.length === 0 ? initialFocusRef : undefined}
    >
      <TokenList {...props} />
    </TokenPickerPanel>
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
            <TokenRow
              key={key}
              symbol={token.symbol}
              name={token.name}
              iconUrl={token.iconUrl}
              balance={`${tokenBalanceText(token)} ${token.symbol}`}
              picked={key === selectedKey}
              buttonRef={key === focused ? initialFocusRef : undefined}
              onPick={() => onPick(token)}
            />
          );
        })}
      </ul>
    );
  }
  if (status === 'loading') return <TokenListLoading rows={2} />;
  if (status === 'unavailable') {
    return (
      <TokenListMessage
        state="unavailable"
        text={`Token balances are unavailable for ${networkName}.`}
        onRetry={onRetry}
      />
    );
  }
  return <TokenListMessage state="empty" text={`You hold no tokens to send on ${networkName}.`} />;
}

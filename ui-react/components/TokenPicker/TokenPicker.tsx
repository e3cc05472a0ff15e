import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { RetryIcon } from '../icons.js';
import { TokenImage } from '../TokenImage/TokenImage.js';
import type { RovingItemProps } from '../useRovingFocus.js';

// The token list of Send and Swap (styles: components/TokenForm): one panel, one row, one loading and one
// message state. Each view says which tokens it lists and how the keyboard moves through them.

export interface TokenPickerPanelProps {
  readonly title: string;
  /** Given: the heading labels the panel by id (Send); else the panel is labelled by `title` itself (Swap). */
  readonly titleId?: string;
  readonly className?: string;
  readonly onClose: () => void;
  /** Set to Cancel when it should take the focus as the panel opens (nothing to pick). */
  readonly cancelRef?: Ref<HTMLButtonElement> | undefined;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  readonly children: ReactNode;
}

/** The panel: its title, Cancel (back to the form), then what the view puts below. */
export function TokenPickerPanel({
  title,
  titleId,
  className,
  onClose,
  cancelRef,
  onKeyDown,
  children,
}: TokenPickerPanelProps) {
  return (
    <section
      className={className === undefined ? 'latch-send-picker' : `latch-send-picker ${className}`}
      aria-label={titleId === undefined ? title : undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="latch-send-picker-head">
        <h3 className="latch-send-picker-title" id={titleId}>
          {title}
        </h3>
        <button type="button" className="latch-send-text-button" onClick={onClose} ref={cancelRef}>
          Cancel
        </button>
      </div>
      {children}
    </section>
  );
}

export interface TokenRowProps {
  readonly symbol: string;
  readonly name: string;
  readonly iconUrl: string;
  /** After the symbol (Swap: the token's short address). */
  readonly detail?: ReactNode;
  /** The held balance as shown; none when unknown. */
  readonly balance?: string | undefined;
  readonly picked: boolean;
  /** A tooltip (Swap: the token's full address). */
  readonly title?: string;
  readonly onPick: () => void;
  readonly buttonRef?: Ref<HTMLButtonElement> | undefined;
  /** Roving focus over the list (Swap). */
  readonly roving?: RovingItemProps;
}

/** One token: icon, name, symbol (and detail), the held balance when known; the picked one pressed. */
export function TokenRow(props: TokenRowProps) {
  const { symbol, name, iconUrl, detail, balance, picked, title, onPick, buttonRef, roving } = props;
  return (
    <li>
      <button
        type="button"
        className="latch-row"
        data-token={symbol}
        aria-pressed={picked}
        title={title}
        ref={buttonRef}
        onClick={onPick}
        {...roving}
      >
        <TokenImage src={iconUrl} symbol={symbol} size={36} />
        <span className="latch-send-picker-text">
          <span className="latch-send-picker-name">{name || symbol}</span>
          <span className="latch-send-picker-symbol">
            {symbol}
            {detail}
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
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** While the tokens load: `rows` placeholders (announced once). */
export function TokenListLoading({ rows }: { readonly rows: number }) {
  return (
    <div className="latch-send-picker-list" aria-busy="true">
      <span className="latch-visually-hidden">Loading tokens…</span>
      {SKELETON_KEYS.slice(0, rows).map((key) => (
        <span key={key} className="latch-skeleton latch-send-picker-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface TokenListMessageProps {
  readonly state: 'empty' | 'unavailable' | 'failed';
  readonly text: string;
  readonly icon?: ReactNode;
  /** An alert (a failure the user did not expect), announced at once. */
  readonly alert?: boolean;
  readonly onRetry?: () => void;
}

/** No token to show: why, and Retry when asking again may help. */
export function TokenListMessage({ state, text, icon, alert = false, onRetry }: TokenListMessageProps) {
  return (
    <div className="latch-send-picker-message" data-state={state} role={alert ? 'alert' : undefined}>
      {icon}
      <p>{text}</p>
      {onRetry === undefined ? null : (
        <button type="button" className="latch-send-text-button" onClick={onRetry}>
          <RetryIcon size={12} />
          Retry
        </button>
      )}
    </div>
  );
}

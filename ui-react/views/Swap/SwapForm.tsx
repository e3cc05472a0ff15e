import { observer } from 'mobx-react-lite';
import type { FormEvent, RefObject } from 'react';
import type { SwapStore } from '../../../core/features/swap/index.js';
import type { SwapToken } from '../../../ports/index.js';
import { AmountField } from '../../components/AmountField.js';
import { FormError } from '../../components/FormError.js';
import { ChevronDownIcon, SwapIcon } from '../../components/icons.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { SwapDetails } from './SwapDetails.js';
import { SwapProgress } from './SwapProgress.js';
import type { SwapSide } from './SwapTokenPicker.js';
import { swapAction, swapAmountText, swapBalanceText } from './swapDisplay.js';

/** The controls the view moves the focus to when it comes back from the token list. */
export interface SwapFormRefs {
  readonly amount: RefObject<HTMLInputElement | null>;
  readonly from: RefObject<HTMLButtonElement | null>;
  readonly to: RefObject<HTMLButtonElement | null>;
}

export interface SwapFormProps {
  readonly swap: SwapStore;
  readonly refs: SwapFormRefs;
  readonly onPickToken: (side: SwapSide) => void;
}

const ERROR_ID = 'latch-swap-error';
const AMOUNT_ID = 'latch-swap-amount';
const RECEIVE_ID = 'latch-swap-receive';

/** The token of one side, or 'Select token' (named for its side: 'Pay with USDC', 'Select token to receive'). */
function TokenButton({
  side,
  token,
  buttonRef,
  disabled,
  onClick,
}: {
  readonly side: SwapSide;
  readonly token: SwapToken | undefined;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="latch-send-token"
      data-empty={token === undefined}
      data-side={side}
      aria-haspopup="true"
      disabled={disabled}
      onClick={onClick}
    >
      {token === undefined ? (
        <>
          Select token
          <span className="latch-visually-hidden">{side === 'from' ? ' to pay with' : ' to receive'}</span>
        </>
      ) : (
        <>
          <TokenImage src={token.logoUri} symbol={token.symbol} size={28} />
          <span className="latch-send-token-symbol">
            <span className="latch-visually-hidden">{side === 'from' ? 'Pay with ' : 'Receive '}</span>
            {token.symbol}
          </span>
        </>
      )}
      <ChevronDownIcon size={12} />
    </button>
  );
}

/** 'Balance: 1,250.500 USDC' under a side whose token is picked and whose balance is known. */
const Balance = observer(function Balance({
  swap,
  token,
}: {
  readonly swap: SwapStore;
  readonly token: SwapToken | undefined;
}) {
  const text = token === undefined ? undefined : swapBalanceText(swap.balanceOf(token), token);
  if (token === undefined || text === undefined) return null;
  return (
    <div className="latch-send-meta">
      <span className="latch-send-balance" data-field="balance">
        Balance: {text} {token.symbol}
      </span>
    </div>
  );
});

/** What the receive side shows (an output labelled 'You receive'): the quote, a placeholder while quoting, else 0. */
const Received = observer(function Received({ swap }: { readonly swap: SwapStore }) {
  const preview = swap.preview;
  if (swap.status === 'quoting') {
    return (
      <output id={RECEIVE_ID} className="latch-swap-output" aria-busy="true">
        <span className="latch-skeleton latch-swap-output-skeleton" aria-hidden="true" />
        <span className="latch-visually-hidden">Getting a quote…</span>
      </output>
    );
  }
  if (preview === undefined) {
    return (
      <output id={RECEIVE_ID} className="latch-swap-output" data-empty="true">
        0
      </output>
    );
  }
  return (
    <output
      id={RECEIVE_ID}
      className="latch-swap-output"
      data-field="to-amount"
      data-value={preview.toAmount}
      title={`${preview.toAmount} ${preview.to.symbol}`}
    >
      {swapAmountText(preview.toAmount)}
    </output>
  );
});

/**
 * The Swap form: what is paid (amount typed, token, balance), the switch between the sides, what is received
 * (the quote, a placeholder while it is asked), the quote's details, the error of the last quote or swap in the
 * catalogue's words, the steps of a swap under way, and the action button whose label follows the flow.
 */
export const SwapForm = observer(function SwapForm({ swap, refs, onPickToken }: SwapFormProps) {
  const { sourceToken, toToken, error, editable } = swap;
  const action = swapAction(swap);
  const busy = !editable;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.kind === 'swap') void swap.swap();
    if (action.kind === 'retry') swap.refreshQuote();
  };
  return (
    <form className="latch-send latch-swap" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className="latch-swap-pair">
        <AmountField
          id={AMOUNT_ID}
          label="You pay"
          inputRef={refs.amount}
          value={swap.sourceAmount}
          readOnly={busy}
          describedBy={error === undefined ? undefined : ERROR_ID}
          onChange={(text) => swap.setSourceAmount(text)}
          control={
            <TokenButton
              side="from"
              token={sourceToken}
              buttonRef={refs.from}
              disabled={busy}
              onClick={() => onPickToken('from')}
            />
          }
        >
          <Balance swap={swap} token={sourceToken} />
        </AmountField>
        <button
          type="button"
          className="latch-swap-switch"
          aria-label="Switch tokens"
          disabled={busy}
          onClick={swap.switchTokens}
        >
          <SwapIcon size={16} />
        </button>
        <div className="latch-send-box">
          <label className="latch-send-label" htmlFor={RECEIVE_ID}>
            You receive
          </label>
          <div className="latch-send-amount-row">
            <Received swap={swap} />
            <TokenButton
              side="to"
              token={toToken}
              buttonRef={refs.to}
              disabled={busy}
              onClick={() => onPickToken('to')}
            />
          </div>
          <Balance swap={swap} token={toToken} />
        </div>
      </div>
      <SwapDetails swap={swap} />
      <FormError error={error} id={ERROR_ID} />
      <SwapProgress swap={swap} />
      <SubmitButton label={action.label} busy={busy} inactive={action.kind === 'none'} action={action.kind} />
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import type { FormEvent, RefObject } from 'react';
import type { SendStore } from '../../../core/features/send/index.js';
import { AmountField } from '../../components/AmountField.js';
import { FormError } from '../../components/FormError.js';
import { AlertIcon, CheckIcon, ChevronDownIcon, SpinnerIcon } from '../../components/icons.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { amountValueText, sendAction, tokenBalanceText } from './sendDisplay.js';

export interface SendFormProps {
  readonly send: SendStore;
  readonly amountRef: RefObject<HTMLInputElement | null>;
  readonly tokenButtonRef: RefObject<HTMLButtonElement | null>;
  readonly onPickToken: () => void;
}

const ERROR_ID = 'latch-send-error';
const RECEIVER_HINT_ID = 'latch-send-receiver-hint';

/** Under the receiver: the name being looked up, the address it resolves to, or what is wrong with it. */
const ReceiverHint = observer(function ReceiverHint({ send }: { readonly send: SendStore }) {
  const lookup = send.receiverLookup;
  switch (lookup.status) {
    case 'resolving':
      return (
        <p className="latch-send-hint" id={RECEIVER_HINT_ID}>
          <SpinnerIcon size={12} />
          Looking up {lookup.name}…
        </p>
      );
    case 'resolved':
      return (
        <p className="latch-send-hint" id={RECEIVER_HINT_ID} data-tone="success" title={lookup.address}>
          <CheckIcon size={12} />
          <span>
            <span className="latch-visually-hidden">Resolves to </span>
            {shortenAddress(lookup.address, 10, 8)}
          </span>
        </p>
      );
    default: {
      const error = send.receiverError;
      return error === undefined ? null : (
        <p className="latch-send-hint" id={RECEIVER_HINT_ID} data-tone="error" role="alert">
          <AlertIcon size={12} />
          {error.message}
        </p>
      );
    }
  }
});

/**
 * The Send form: amount with the token button, the token's balance and Max; the receiver (address or name, with
 * what a name resolves to; on Solana an address); what is wrong with the typed amount, else the error of the last Preview or Max, in the
 * catalogue's words; and Preview (inactive while the amount is wrong).
 */
export const SendForm = observer(function SendForm({
  send,
  amountRef,
  tokenButtonRef,
  onPickToken,
}: SendFormProps) {
  const { token, status } = send;
  const estimating = status === 'estimating';
  // What is wrong shows as it is typed, the receiver's at its field; Preview waits, saying why, until mended.
  const shown = send.formError;
  const action = sendAction(send);
  const value = token === undefined ? '' : amountValueText(send.amount, token.price);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.kind !== 'none') void send.prepare();
  };
  const describedBy = shown === undefined ? undefined : ERROR_ID;
  const hinted = send.receiverLookup.status !== 'none' || send.receiverError !== undefined;
  const receiverDescribedBy = hinted ? RECEIVER_HINT_ID : undefined;
  return (
    <form className="latch-send" onSubmit={submit} noValidate aria-busy={estimating || undefined}>
      <AmountField
        id="latch-send-amount"
        label="Amount"
        inputRef={amountRef}
        value={send.amount}
        describedBy={describedBy}
        onChange={(text) => send.setAmount(text)}
        control={
          <button
            ref={tokenButtonRef}
            type="button"
            className="latch-send-token"
            data-empty={token === undefined}
            aria-haspopup="true"
            onClick={onPickToken}
          >
            {token === undefined ? (
              'Select token'
            ) : (
              <>
                <TokenImage src={token.iconUrl} symbol={token.symbol} size={28} />
                <span className="latch-send-token-symbol">
                  <span className="latch-visually-hidden">Token: </span>
                  {token.symbol}
                </span>
              </>
            )}
            <ChevronDownIcon size={12} />
          </button>
        }
      >
        {token === undefined ? null : (
          <div className="latch-send-meta">
            {value === '' ? null : <span data-field="value">{value}</span>}
            <span className="latch-send-balance">
              <span data-field="balance">
                Balance: {tokenBalanceText(token)} {token.symbol}
              </span>
              <button
                type="button"
                className="latch-send-max"
                disabled={send.maxLoading}
                aria-busy={send.maxLoading || undefined}
                onClick={() => void send.fillMax()}
              >
                Max
              </button>
            </span>
          </div>
        )}
      </AmountField>
      <div className="latch-send-arrow" aria-hidden="true">
        <span>
          <ChevronDownIcon size={14} />
        </span>
      </div>
      <div className="latch-send-box" data-invalid={send.receiverError !== undefined}>
        <label className="latch-send-label" htmlFor="latch-send-receiver">
          To
        </label>
        <input
          id="latch-send-receiver"
          className="latch-send-receiver"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          // Names resolve on eip155 only (SPEC §1): a Solana send takes an address.
          placeholder={send.network.chainNamespace === 'solana' ? 'Solana address' : 'Address or name'}
          value={send.receiver}
          aria-describedby={receiverDescribedBy}
          onChange={(event) => send.setReceiver(event.currentTarget.value)}
        />
        <ReceiverHint send={send} />
      </div>
      <FormError error={shown} id={ERROR_ID} />
      <SubmitButton label={action.label} busy={estimating} inactive={action.kind === 'none'} />
    </form>
  );
});

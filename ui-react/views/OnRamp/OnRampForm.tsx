import { observer } from 'mobx-react-lite';
import type { FormEvent, RefObject } from 'react';
import type { OnrampPurchaseToken, OnrampStore } from '../../../core/onramp/index.js';
import { tokenKey } from '../../../core/send/index.js';
import { AlertIcon, SpinnerIcon } from '../../components/icons.js';
import { useLatchContext } from '../../context/LatchContext.js';
import { TokenImage } from '../Account/TokenImage.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { OnRampQuote } from './OnRampQuote.js';
import { fiatText, onrampAction, QUICK_AMOUNTS } from './onrampDisplay.js';

export interface OnRampFormProps {
  readonly onramp: OnrampStore;
  readonly amountRef: RefObject<HTMLInputElement | null>;
  readonly submitRef: RefObject<HTMLButtonElement | null>;
  /** Hands the quoted purchase to the provider (called from the click, so a new tab may open). */
  readonly onContinue: () => void;
}

const AMOUNT_ID = 'latch-onramp-amount';
const AMOUNT_ERROR_ID = 'latch-onramp-amount-error';
const ERROR_ID = 'latch-onramp-error';

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€' };

/** '$50', '€100', or '50 GBP' for a currency without a sign here. */
const quickAmountText = (amount: string, currency: string): string => {
  const sign = CURRENCY_SIGNS[currency];
  return sign === undefined ? `${amount} ${currency}` : `${sign}${amount}`;
};

/** The icon of a purchase token the account already holds (the options carry none), else '' (a monogram). */
const useTokenIcon = (onramp: OnrampStore): ((token: OnrampPurchaseToken) => string) => {
  const { latch } = useLatchContext();
  const chainId = onramp.network.caipNetworkId;
  return (token) => {
    const key = tokenKey({ address: token.network.contract_address, chainId });
    return latch.balances.tokens.find((row) => tokenKey(row.balance) === key)?.balance.iconUrl ?? '';
  };
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The On-ramp form: the fiat amount with its currency and quick amounts, the token to buy, the payment method
 * (with its limit), the provider (with its fee range), the quote, the errors in the catalogue's words and the
 * button that continues to the provider.
 */
export const OnRampForm = observer(function OnRampForm({
  onramp,
  amountRef,
  submitRef,
  onContinue,
}: OnRampFormProps) {
  const { amountError, error, paymentCurrency: currency = '', paymentMethod, editable } = onramp;
  const action = onrampAction(onramp);
  const iconOf = useTokenIcon(onramp);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.kind === 'continue') onContinue();
  };
  const described = [
    amountError === undefined ? [] : [AMOUNT_ERROR_ID],
    error === undefined ? [] : [ERROR_ID],
  ]
    .flat()
    .join(' ');
  return (
    <form className="latch-send latch-onramp" onSubmit={submit} noValidate>
      <div className="latch-send-box" data-invalid={amountError !== undefined}>
        <label className="latch-send-label" htmlFor={AMOUNT_ID}>
          Amount
        </label>
        <div className="latch-send-amount-row">
          <input
            ref={amountRef}
            id={AMOUNT_ID}
            className="latch-send-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={onramp.amount}
            aria-invalid={amountError !== undefined || undefined}
            aria-describedby={described === '' ? undefined : described}
            onChange={(event) => onramp.setAmount(event.currentTarget.value)}
          />
          <ChoiceGroup
            name="latch-onramp-currency"
            label="Currency"
            variant="inline"
            choices={onramp.paymentCurrencies.map((id) => ({ id, label: id }))}
            selected={onramp.paymentCurrency}
            disabled={!editable}
            onChange={onramp.setPaymentCurrency}
          />
        </div>
        <fieldset className="latch-onramp-quick">
          <legend className="latch-visually-hidden">Quick amounts</legend>
          {QUICK_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              className="latch-onramp-quick-amount"
              aria-pressed={onramp.amount === amount}
              disabled={!editable}
              onClick={() => onramp.setAmount(amount)}
            >
              {quickAmountText(amount, currency)}
            </button>
          ))}
        </fieldset>
      </div>
      {amountError === undefined ? null : (
        <p className="latch-send-error" id={AMOUNT_ERROR_ID} role="alert">
          <AlertIcon size={14} />
          {amountError.message}
        </p>
      )}
      <div className="latch-send-box latch-onramp-options">
        <ChoiceGroup
          name="latch-onramp-token"
          label="Buy"
          choices={onramp.purchaseTokens.map((token) => ({
            id: token.id,
            label: (
              <>
                <TokenImage src={iconOf(token)} symbol={token.symbol} size={18} />
                {token.symbol}
              </>
            ),
          }))}
          selected={onramp.purchaseToken?.id}
          disabled={!editable}
          onChange={onramp.setPurchaseToken}
        />
        <ChoiceGroup
          name="latch-onramp-method"
          label="Pay with"
          choices={onramp.paymentMethods.map((method) => ({
            id: method.id,
            label: capitalise(method.label),
            detail: `Up to ${fiatText({ amount: method.max, currency })}`,
          }))}
          selected={paymentMethod?.id}
          disabled={!editable}
          onChange={onramp.setPaymentMethod}
        />
        <ChoiceGroup
          name="latch-onramp-provider"
          label="Provider"
          choices={onramp.providers.map((provider) => ({
            id: provider.id,
            label: provider.name,
            detail: `${provider.feeRange} fee`,
          }))}
          selected={onramp.provider?.id}
          disabled={!editable}
          onChange={(id) => {
            const picked = onramp.providers.find((provider) => provider.id === id);
            if (picked !== undefined) onramp.setProvider(picked.id);
          }}
        />
      </div>
      <OnRampQuote onramp={onramp} />
      {onramp.optionsSource === 'fallback' ? (
        <p className="latch-send-hint" data-field="fallback">
          <AlertIcon size={12} />
          On-ramp service unavailable: showing the built-in currencies and limits.
        </p>
      ) : null}
      {error === undefined ? null : (
        <p className="latch-send-error" id={ERROR_ID} role="alert">
          <AlertIcon size={14} />
          {error.message}
        </p>
      )}
      <button
        ref={submitRef}
        type="submit"
        className="latch-button latch-button-primary latch-send-submit"
        aria-disabled={action.kind === 'none' || undefined}
        data-action={action.kind}
      >
        {onramp.status === 'quoting' ? <SpinnerIcon size={14} /> : null}
        {action.label}
      </button>
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import type { FormEvent, RefObject } from 'react';
import type { OnrampPurchaseToken, OnrampStore } from '../../../core/features/onramp/index.js';
import { tokenKey } from '../../../core/kernel/tokens/index.js';
import { AmountField } from '../../components/AmountField.js';
import { FormError } from '../../components/FormError.js';
import { AlertIcon } from '../../components/icons.js';
import { SubmitButton } from '../../components/SubmitButton.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { useBalances } from '../../context/coreHooks.js';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup.js';
import { OnRampQuote } from './OnRampQuote.js';
import { onrampAction, paymentMethodChoices, providerChoices, QUICK_AMOUNTS } from './onrampDisplay.js';

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
  const balances = useBalances();
  const chainId = onramp.network.caipNetworkId;
  return (token) => {
    const key = tokenKey({ address: token.network.contract_address, chainId });
    return balances.tokens.find((row) => tokenKey(row.balance) === key)?.balance.iconUrl ?? '';
  };
};

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
  // The token to buy, the payment method (with its limit) and the provider (with its fee range).
  const groups: readonly ChoiceGroupProps[] = [
    {
      name: 'latch-onramp-token',
      label: 'Buy',
      choices: onramp.purchaseTokens.map((token) => ({
        id: token.id,
        label: (
          <>
            <TokenImage src={iconOf(token)} symbol={token.symbol} size={18} />
            {token.symbol}
          </>
        ),
      })),
      selected: onramp.purchaseToken?.id,
      onChange: onramp.setPurchaseToken,
    },
    {
      name: 'latch-onramp-method',
      label: 'Pay with',
      choices: paymentMethodChoices(onramp.paymentMethods, currency),
      selected: paymentMethod?.id,
      onChange: onramp.setPaymentMethod,
    },
    {
      name: 'latch-onramp-provider',
      label: 'Provider',
      choices: providerChoices(onramp.providers),
      selected: onramp.provider?.id,
      onChange: (id) => {
        const picked = onramp.providers.find((provider) => provider.id === id);
        if (picked !== undefined) onramp.setProvider(picked.id);
      },
    },
  ];
  return (
    <form className="latch-send latch-onramp" onSubmit={submit} noValidate>
      <AmountField
        id={AMOUNT_ID}
        label="Amount"
        inputRef={amountRef}
        value={onramp.amount}
        invalid={amountError !== undefined}
        describedBy={described}
        onChange={(text) => onramp.setAmount(text)}
        control={
          <ChoiceGroup
            name="latch-onramp-currency"
            label="Currency"
            variant="inline"
            choices={onramp.paymentCurrencies.map((id) => ({ id, label: id }))}
            selected={onramp.paymentCurrency}
            disabled={!editable}
            onChange={onramp.setPaymentCurrency}
          />
        }
      >
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
      </AmountField>
      <FormError error={amountError} id={AMOUNT_ERROR_ID} />
      <div className="latch-send-box latch-onramp-options">
        {groups.map((group) => (
          <ChoiceGroup key={group.name} {...group} disabled={!editable} />
        ))}
      </div>
      <OnRampQuote onramp={onramp} />
      {onramp.optionsSource === 'fallback' ? (
        <p className="latch-send-hint" data-field="fallback">
          <AlertIcon size={12} />
          On-ramp service unavailable: showing the built-in currencies and limits.
        </p>
      ) : null}
      <FormError error={error} id={ERROR_ID} />
      <SubmitButton
        label={action.label}
        busy={onramp.status === 'quoting'}
        inactive={action.kind === 'none'}
        action={action.kind}
        buttonRef={submitRef}
      />
    </form>
  );
});

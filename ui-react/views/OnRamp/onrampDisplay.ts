import type {
  OnrampPaymentMethod,
  OnrampProviderInfo,
  OnrampStore,
} from '../../../core/features/onramp/index.js';
import { groupThousands } from '../../../core/lib/format/index.js';
import type { Money } from '../../../ports/index.js';
import type { FormAction } from '../../components/SubmitButton.js';
import type { Choice } from './ChoiceGroup.js';

/** The amounts the form offers in one tap, in the chosen currency. */
export const QUICK_AMOUNTS: readonly string[] = ['50', '100', '250', '500'];

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A fiat amount as the breakdown shows it, exactly, with thousands grouped and at least two decimals:
 * { amount: '7500', currency: 'USD' } → '7,500.00 USD', '0.5' → '0.50'. Anything else comes back as given.
 */
export function fiatText(money: Money): string {
  const match = DECIMAL.exec(money.amount.trim());
  if (match === null) return `${money.amount} ${money.currency}`;
  const whole = groupThousands((match[1] ?? '0').replace(/^0+(?=\d)/, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return `${whole}.${fraction} ${money.currency}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The payment methods as the form offers them: 'Card', with its limit 'Up to 7,500.00 USD' in `currency`. */
export const paymentMethodChoices = (methods: readonly OnrampPaymentMethod[], currency: string): Choice[] =>
  methods.map((method) => ({
    id: method.id,
    label: capitalise(method.label),
    detail: `Up to ${fiatText({ amount: method.max, currency })}`,
  }));

/** The providers as the form offers them: 'Latch Sandbox', with its fee range '1-2% fee'. */
export const providerChoices = (
  providers: readonly Pick<OnrampProviderInfo, 'id' | 'name' | 'feeRange'>[],
): Choice[] =>
  providers.map((provider) => ({
    id: provider.id,
    label: provider.name,
    detail: `${provider.feeRange} fee`,
  }));

/** What the action button does: hand the purchase to the provider, or nothing (disabled, the label says why). */
export type OnrampAction = FormAction<'continue'>;

type OnrampActionSource = Pick<
  OnrampStore,
  'status' | 'amount' | 'amountError' | 'purchaseToken' | 'paymentMethod' | 'provider' | 'quote'
>;

/**
 * The action button of the form, following the flow: Select a token / Enter an amount / Enter a valid amount /
 * Amount too low / Amount too high / Getting quote… / Continue to <provider> (also after a failed hand-off, to
 * try again).
 */
export function onrampAction(onramp: OnrampActionSource): OnrampAction {
  const { status, amountError, purchaseToken, paymentMethod, provider, quote } = onramp;
  if (purchaseToken === undefined || paymentMethod === undefined || provider === undefined) {
    return { label: 'Select a token', kind: 'none' };
  }
  if (onramp.amount.trim() === '') return { label: 'Enter an amount', kind: 'none' };
  if (amountError?.code === 'ONRAMP_AMOUNT_ABOVE_MAXIMUM') return { label: 'Amount too high', kind: 'none' };
  if (amountError?.code === 'ONRAMP_AMOUNT_BELOW_MINIMUM') return { label: 'Amount too low', kind: 'none' };
  if (amountError !== undefined) return { label: 'Enter a valid amount', kind: 'none' };
  if (status === 'quoting') return { label: 'Getting quote…', kind: 'none' };
  const label = `Continue to ${provider.name}`;
  return status === 'ready' && quote !== undefined ? { label, kind: 'continue' } : { label, kind: 'none' };
}

import { errorsOf } from '../LatchError.js';

/** The on-ramp flow (core/onramp: SPEC §9 limits; the same texts as the data service's refusals). */
export const ONRAMP_TEXTS = {
  ONRAMP_AMOUNT_BELOW_MINIMUM: 'The minimum purchase by {method} is {limit} {currency}',
  ONRAMP_AMOUNT_ABOVE_MAXIMUM: 'The maximum purchase by {method} is {limit} {currency}',
  ONRAMP_PROVIDER_UNAVAILABLE: '{provider} is not available here',
  ONRAMP_PURCHASE_TIMEOUT:
    'The purchase has not arrived yet. It may still complete: check your balance later.',
} as const;

/** An error of the on-ramp part: `onrampError('ONRAMP_PURCHASE_TIMEOUT')`. */
export const onrampError = /* @__PURE__ */ errorsOf(ONRAMP_TEXTS);

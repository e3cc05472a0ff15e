export { addDecimal } from './addDecimal.js';
export { type CleanAmountOptions, cleanAmountInput } from './cleanAmountInput.js';
export { compareDecimal, type Ordering } from './compareDecimal.js';
export { groupThousands } from './decimalArithmetic.js';
export { decimalToString } from './decimalToString.js';
export { type ExplorerPage, explorerUrl } from './explorerUrl.js';
export { formatBalance, MAX_TOKEN_DECIMALS } from './formatBalance.js';
export { formatDecimalString } from './formatDecimalString.js';
export { DISPLAY_DECIMALS, DUST_TEXT, type FormatOptions } from './formatOptions.js';
export { formatQuantity } from './formatQuantity.js';
export { formatTokenValue, TOKEN_VALUE_UNAVAILABLE, type TokenValue } from './formatTokenValue.js';
export { multiplyDecimal } from './multiplyDecimal.js';
export { numberToDecimal } from './numberToDecimal.js';
export {
  type Amount,
  type AmountError,
  MAX_AMOUNT_DIGITS,
  type ParseAmountOptions,
  parseAmount,
} from './parseAmount.js';
export { type Decimal, type DecimalInvalidError, parseDecimal } from './parseDecimal.js';
export { trimAmount } from './trimAmount.js';

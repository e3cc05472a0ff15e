import { formatAmount } from '../format/formatAmount.js';
export const show = (value: bigint) => formatAmount(value);

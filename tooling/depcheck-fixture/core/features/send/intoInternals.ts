import { formatAmount } from '../../lib/format/formatAmount.js';
export const show = (value: bigint) => formatAmount(value);

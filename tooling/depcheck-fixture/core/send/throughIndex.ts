import { formatAmount } from '../format/index.js';
export const show = (value: bigint) => formatAmount(value);

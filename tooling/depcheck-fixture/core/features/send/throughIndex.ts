import { formatAmount } from '../../lib/format/index.js';
export const show = (value: bigint) => formatAmount(value);

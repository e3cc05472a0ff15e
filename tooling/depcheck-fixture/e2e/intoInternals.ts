import { formatAmount } from '../core/format/index.js';
export const expected = formatAmount(1n);

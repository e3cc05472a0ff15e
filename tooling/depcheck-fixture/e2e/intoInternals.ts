import { formatAmount } from '../core/lib/format/index.js';
export const expected = formatAmount(1n);

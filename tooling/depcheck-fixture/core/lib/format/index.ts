export { formatAmount } from './formatAmount.js';

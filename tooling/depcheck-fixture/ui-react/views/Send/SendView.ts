// Planted: a view reaching into another view's folder.
import { swapLabel } from '../Swap/swapDisplay.js';

export const sendView = (symbol: string): string => swapLabel(symbol);

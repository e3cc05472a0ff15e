import type { TokenBalance } from '../../../ports/index.js';

/** SPEC §5: tokens with zero decimals are filtered out of the list. */
export const isShownToken = (balance: TokenBalance): boolean => balance.quantity.decimals !== '0';

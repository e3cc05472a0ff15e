import { getBalance } from 'viem/actions';
export const read = getBalance;

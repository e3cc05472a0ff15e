import { privateKeyToAccount } from 'viem/accounts';
export const account = privateKeyToAccount;

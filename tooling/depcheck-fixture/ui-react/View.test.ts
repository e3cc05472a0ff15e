import { getAddress } from 'viem';
export const address = getAddress;

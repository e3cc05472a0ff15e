import { formatUnits, getAddress } from 'viem';
import { parseUnits } from 'viem/utils';
export const units = (value: string) => formatUnits(parseUnits(value, 18), 18);
export const address = (value: string) => getAddress(value);

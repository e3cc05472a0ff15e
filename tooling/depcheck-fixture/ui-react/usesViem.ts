import { formatUnits } from 'viem';
export const show = (value: bigint) => formatUnits(value, 18);

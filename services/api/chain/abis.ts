import { parseAbi } from 'viem';

/** The contract functions the data service reads (its own slices; the devnet keeps its own ABIs). */
export const balanceOfAbi = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

/** Multicall3's native-balance reader, so the native balance rides in the same multicall. */
export const getEthBalanceAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

export const getReservesAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

import { expect, it } from 'vitest';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { DEVNET_SWAP_NETWORK_IDS, SWAP_NETWORK_IDS } from './constants.js';
import { isSwapNetwork } from './isSwapNetwork.js';

it('offers swaps on the SPEC §9 eip155 networks and the listed extra chains only', () => {
  const ids = [...SWAP_NETWORK_IDS, ...DEVNET_SWAP_NETWORK_IDS];
  expect(SWAP_NETWORK_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
  const eip155 = memoryNetwork('eip155', '1');
  expect(isSwapNetwork(eip155, ids)).toBe(true);
  expect(isSwapNetwork({ ...eip155, id: 31337 }, ids)).toBe(true);
  expect(isSwapNetwork({ ...eip155, id: '8453' }, ids)).toBe(true);
  expect(isSwapNetwork({ ...eip155, id: 31337 }, SWAP_NETWORK_IDS)).toBe(false);
  expect(isSwapNetwork({ ...eip155, id: 11155111 }, ids)).toBe(false);
  expect(isSwapNetwork({ ...eip155, id: 'x' }, ids)).toBe(false);
  expect(isSwapNetwork({ ...eip155, chainNamespace: 'solana' }, ids)).toBe(false);
});

import { getAddress, isAddress } from 'viem';

/** A wallet's account list (any case) as EIP-55 checksummed addresses; anything that is not one is dropped. */
export const checksumAccounts = (accounts: unknown): `0x${string}`[] =>
  Array.isArray(accounts)
    ? accounts.flatMap((account: unknown) =>
        typeof account === 'string' && isAddress(account, { strict: false }) ? [getAddress(account)] : [],
      )
    : [];

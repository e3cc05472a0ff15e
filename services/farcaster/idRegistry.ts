import { type Address, parseAbi } from 'viem';

/**
 * The reads of Farcaster's IdRegistry that sign-in needs (the devnet stand-in answers the same), and the stand-in's
 * owner-only `register` with its errors.
 */
export const idRegistryAbi = parseAbi([
  'function custodyOf(uint256 fid) view returns (address custody)',
  'function idOf(address owner) view returns (uint256 fid)',
  'function idCounter() view returns (uint256)',
  'function register(uint256 id, address to)',
  'event Register(address indexed to, uint256 indexed id, address recovery)',
  'error Unauthorized()',
  'error InvalidId()',
  'error InvalidCustody()',
  'error IdTaken()',
  'error HasId()',
]);

/** Where an ID registry is read: its chain, a node of that chain and the contract. */
export interface IdRegistryLocation {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly address: Address;
}

/** Farcaster's IdRegistry on OP Mainnet (chain 10), as `@farcaster/auth-client` reads it. */
export const OPTIMISM_ID_REGISTRY = {
  chainId: 10,
  address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
} as const satisfies Omit<IdRegistryLocation, 'rpcUrl'>;

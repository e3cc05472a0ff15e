/**
 * What the devnet deployed, written to `<dataDir>/devnet/manifest.json` after seeding and read by the
 * data service and the demo. The contract between services/devnet and its consumers.
 */
export type Hex = `0x${string}`;

export interface DevnetToken {
  readonly symbol: 'USDC' | 'DAI' | 'WETH';
  readonly name: string;
  readonly decimals: number;
  readonly address: Hex;
}

/** More ERC-20s a deployment may carry (benchmarks, custom setups); priced like `pricedAs` when given. */
export interface DevnetExtraToken {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly address: Hex;
  readonly pricedAs?: DevnetToken['symbol'];
}

/** A test Farcaster id of the devnet: registered to a custody key derived from the manifest's mnemonic. */
export interface DevnetFarcasterUser {
  readonly fid: number;
  readonly username: string;
  readonly displayName: string;
  /** The custody address the ID registry records for the fid. */
  readonly custody: Hex;
  /** Its key: account m/44'/60'/0'/0/<custodyIndex> of the mnemonic. */
  readonly custodyIndex: number;
}

/** The stand-in of Farcaster's ID registry on Optimism (custodyOf / idOf) and the ids seeded on it. */
export interface DevnetFarcaster {
  readonly idRegistry: Hex;
  readonly users: readonly DevnetFarcasterUser[];
}

/** An ERC-721 collection of the devnet (DevnetNft). */
export interface DevnetNftCollection {
  readonly name: string;
  readonly symbol: string;
  readonly address: Hex;
}

/** The devnet's NFTs (SEED_PLAN.nfts). */
export interface DevnetNfts {
  /** The known collections: the data service names their tokens and never flags them as spam. */
  readonly collections: readonly DevnetNftCollection[];
  /**
   * The unsolicited airdrop collection and the unknown address that deployed it and sent its token. Recorded
   * for tests and the seed's own checks only: the data service does not read it (to it, it is any collection).
   */
  readonly airdrop: { readonly address: Hex; readonly sender: Hex };
  /** The test account holding one token of each (minted after `seededAtBlock`). */
  readonly holder: Hex;
}

export interface DevnetChain {
  readonly chainId: number;
  readonly caipNetworkId: `eip155:${number}`;
  readonly name: string;
  readonly rpcUrl: string;
  /** Multicall3 at its canonical address 0xcA11bde05977b3631167028862bE2a173976CA11. */
  readonly multicall3: Hex;
  /** USDC: 6-decimal USD stablecoin; DAI: 18-decimal stablecoin; WETH: wrapped ether (WETH9). */
  readonly tokens: { readonly USDC: DevnetToken; readonly DAI: DevnetToken; readonly WETH: DevnetToken };
  /** Further ERC-20s the data service reports balances of (optional). */
  readonly extraTokens?: readonly DevnetExtraToken[];
  readonly uniswapV2: {
    readonly factory: Hex;
    readonly router: Hex;
    /** Pair addresses as returned by factory.getPair (the npm init-code hash is not mainnet's). */
    readonly pairs: { readonly 'USDC/DAI': Hex; readonly 'USDC/WETH': Hex };
  };
  /** Funds the on-ramp sandbox: holds native currency and every token. */
  readonly treasury: Hex;
  /** Funded test accounts of the mnemonic, in derivation order. */
  readonly accounts: readonly Hex[];
  /**
   * The Farcaster ID registry stand-in and its test ids. Every seed deploys it; a manifest written before it
   * existed lacks it, and such a chain is reseeded on the next start.
   */
  readonly farcaster?: DevnetFarcaster;
  /**
   * The NFT collections and the holder's two tokens. Every seed makes them; a manifest written before they
   * existed lacks them, and such a chain is reseeded on the next start.
   */
  readonly nfts?: DevnetNfts;
  /**
   * Block at which deploying and funding finished (indexers start after it). The NFT mints come after it, so
   * they are history; nothing before it is.
   */
  readonly seededAtBlock: number;
}

export interface DevnetManifest {
  readonly version: 1;
  readonly mnemonic: string;
  readonly chains: readonly DevnetChain[];
}

export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
export const MULTICALL3_ADDRESS: Hex = '0xcA11bde05977b3631167028862bE2a173976CA11';
/** Native token address used by the balance route (CONTRACTS §1). */
export const NATIVE_TOKEN_ADDRESS: Hex = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

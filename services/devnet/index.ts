export {
  devnetNftAbi,
  erc20Abi,
  mintableErc20Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  wethAbi,
} from './abis.js';
export { type Anvil, type AnvilOptions, startAnvil } from './anvil.js';
export { DevnetError, type DevnetErrorCode, isDevnetError } from './DevnetError.js';
export { DEPLOYER_INDEX, TEST_ACCOUNT_COUNT, TREASURY_INDEX } from './devnetAccounts.js';
export { devnetPaths } from './devnetPaths.js';
export {
  DEVNET_MNEMONIC,
  type DevnetChain,
  type DevnetExtraToken,
  type DevnetManifest,
  type DevnetNftCollection,
  type DevnetNfts,
  type DevnetToken,
  type Hex,
  MULTICALL3_ADDRESS,
  NATIVE_TOKEN_ADDRESS,
} from './manifest.js';
export { readManifest } from './manifestFile.js';
export {
  DEFAULT_DEVNET_CHAINS,
  type Devnet,
  type DevnetChainOptions,
  type StartDevnetOptions,
  startDevnet,
} from './startDevnet.js';
export { viemChain } from './viemChain.js';

import type { CaipNetworkId, Network, TokenBalance } from '../../../ports/index.js';
import { decimalToString, MAX_TOKEN_DECIMALS } from '../../lib/format/index.js';
import { isRecord, validateEvmAddress } from '../../lib/validation/index.js';
import { NATIVE_TOKEN_ADDRESS } from './constants.js';
import { eip155ChainHex } from './eip155ChainHex.js';
import { isShownToken } from './isShownToken.js';
import { usdValue } from './usdValue.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const CHAIN_KEY = /^(0x[0-9a-fA-F]{1,16}|[0-9]{1,20})$/;

interface AssetMetadata {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

const isDecimals = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_DECIMALS;

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const metadataOf = (raw: unknown): AssetMetadata | undefined => {
  if (!isRecord(raw)) return undefined;
  const { name, symbol, decimals } = raw;
  return typeof name === 'string' &&
    typeof symbol === 'string' &&
    symbol.trim() !== '' &&
    isDecimals(decimals)
    ? { name, symbol, decimals }
    : undefined;
};

/** The CAIP-10 token address of an asset: native → 0xeeee…eeee, erc20 → its (validated) contract. */
const tokenAddressOf = (
  kind: 'native' | 'erc20',
  address: unknown,
  caipNetworkId: CaipNetworkId,
): `${string}:${string}:${string}` | undefined => {
  if (kind === 'native') return `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`;
  if (typeof address !== 'string') return undefined;
  const valid = validateEvmAddress(address, { requirePrefix: true });
  return valid.isOk() ? `${caipNetworkId}:${valid.value}` : undefined;
};

const toTokenBalance = (raw: unknown, network: Network): TokenBalance | undefined => {
  if (!isRecord(raw) || typeof raw.type !== 'string' || typeof raw.balance !== 'string') return undefined;
  const kind = raw.type.toLowerCase();
  if ((kind !== 'native' && kind !== 'erc20') || !HEX_QUANTITY.test(raw.balance)) return undefined;
  const metadata =
    metadataOf(raw.metadata) ?? (kind === 'native' ? metadataOf(network.nativeCurrency) : undefined);
  const { caipNetworkId } = network;
  const address = tokenAddressOf(kind, raw.address, caipNetworkId);
  if (metadata === undefined || address === undefined) return undefined;
  const numeric = decimalToString({ units: BigInt(raw.balance), scale: metadata.decimals });
  const extra = isRecord(raw.metadata) ? raw.metadata : {};
  const price = isPrice(extra.price) ? extra.price : undefined;
  const value = price === undefined ? undefined : usdValue(numeric, price);
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: caipNetworkId,
    address,
    ...(value === undefined ? {} : { value }),
    price: price ?? 0,
    quantity: { decimals: String(metadata.decimals), numeric },
    iconUrl: typeof extra.iconUrl === 'string' ? extra.iconUrl : '',
  };
};

/**
 * The assets an ERC-7811 `wallet_getAssets` answer lists for `network`, as balance-route entries. The answer
 * must be an object whose entry for the network's chain (hex or decimal key) is an array; otherwise the
 * wallet did not answer for this chain and the result is undefined (the caller falls back to the route).
 * Inside the list, entries that are not native or ERC-20 assets with a hex balance and usable metadata
 * (name, symbol, integer decimals; a native asset without metadata takes the network's currency) are
 * ignored, and so are tokens with zero decimals (SPEC §5). `metadata.price` (USD), when given, prices the
 * asset; `metadata.iconUrl` is its icon.
 */
export function parseWalletAssets(raw: unknown, network: Network): TokenBalance[] | undefined {
  const chainHex = eip155ChainHex(network);
  if (!isRecord(raw) || chainHex === undefined) return undefined;
  const chainId = BigInt(chainHex);
  const key = Object.keys(raw).find(
    (candidate) => CHAIN_KEY.test(candidate) && BigInt(candidate) === chainId,
  );
  const assets = key === undefined ? undefined : raw[key];
  if (!Array.isArray(assets)) return undefined;
  return assets.flatMap((asset: unknown) => {
    const balance = toTokenBalance(asset, network);
    return balance !== undefined && isShownToken(balance) ? [balance] : [];
  });
}

import type { CaipAddress, CaipNetworkId, TokenBalance } from '../../../ports/index.js';
import { parseCaipAddress } from '../../lib/caip/index.js';
import { MAX_TOKEN_DECIMALS, parseDecimal } from '../../lib/format/index.js';
import { isRecord } from '../../lib/validation/index.js';

const DIGITS = /^(0|[1-9][0-9]{0,2})$/;

/** Token decimals as the route writes them: a decimal integer string in 0..255. */
const decimalsOf = (value: unknown): string | undefined =>
  typeof value === 'string' && DIGITS.test(value) && Number(value) <= MAX_TOKEN_DECIMALS ? value : undefined;

/** A non-negative plain decimal string ('1.23', '0'). */
const quantityOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const parsed = parseDecimal(value);
  return parsed.isOk() && parsed.value.units >= 0n ? value : undefined;
};

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const addressOf = (value: unknown, chainId: CaipNetworkId): CaipAddress | undefined | null => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const parsed = parseCaipAddress(value);
  return parsed.isOk() && parsed.value.caipNetworkId === chainId ? parsed.value.caipAddress : null;
};

/**
 * One entry of the balance route (SPEC §3 Token balance) when it is well-formed for `chainId`, else
 * undefined (SPEC §5: invalid asset responses are ignored). Required: name and symbol strings (symbol
 * non-empty), `chainId` equal to the one asked for, a finite non-negative `price`, `quantity.decimals` an
 * integer string in 0..255 and `quantity.numeric` a non-negative plain decimal. Optional: `address` (a
 * CAIP-10 id on that chain) and `value` (finite, non-negative). A missing or non-string `iconUrl` reads as ''.
 */
export function parseTokenBalance(raw: unknown, chainId: CaipNetworkId): TokenBalance | undefined {
  if (!isRecord(raw) || !isRecord(raw.quantity)) return undefined;
  const { name, symbol, price, value, iconUrl } = raw;
  const decimals = decimalsOf(raw.quantity.decimals);
  const numeric = quantityOf(raw.quantity.numeric);
  const address = addressOf(raw.address, chainId);
  if (typeof name !== 'string' || typeof symbol !== 'string' || symbol.trim() === '') return undefined;
  if (raw.chainId !== chainId || !isAmount(price) || decimals === undefined || numeric === undefined)
    return undefined;
  if (address === null || (value !== undefined && !isAmount(value))) return undefined;
  return {
    name,
    symbol,
    chainId,
    ...(address === undefined ? {} : { address }),
    ...(value === undefined ? {} : { value }),
    price,
    quantity: { decimals, numeric },
    iconUrl: typeof iconUrl === 'string' ? iconUrl : '',
  };
}

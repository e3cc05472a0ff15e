import type { TokenBalance } from '../../../ports/index.js';
import { isNativeToken } from './isNativeToken.js';
import { tokenBalanceUnits } from './tokenBalanceUnits.js';

export interface HeldUnitsInput {
  /** The held tokens of the active network (see heldTokens). */
  readonly held: readonly TokenBalance[];
  /** The token asked about, by its (CAIP-10 or bare) address. */
  readonly token: { readonly address: string };
  /** The balance list is loaded: a token missing from it is not held. */
  readonly listReady: boolean;
}

/**
 * How much of a token the account holds, in smallest units: its balance row's quantity; zero for a token
 * missing from a loaded list; undefined when unknown (the list is not loaded, the native balance is not read
 * yet, or the row's quantity cannot be read).
 */
export function heldUnits({ held, token, listReady }: HeldUnitsInput): bigint | undefined {
  const address = token.address.toLowerCase();
  const row = held.find((candidate) => candidate.address?.toLowerCase() === address);
  if (row === undefined) return listReady && !isNativeToken(token) ? 0n : undefined;
  return tokenBalanceUnits(row).match(
    (units) => units.units,
    () => undefined,
  );
}

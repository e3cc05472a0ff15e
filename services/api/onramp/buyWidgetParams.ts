import { err, ok, type Result } from 'neverthrow';
import type { OnrampUrlRequest } from '../../../ports/index.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';

/**
 * The query of a buy widget (CONTRACTS §1, Coinbase's parameters): `addresses` maps each destination
 * address to its networks (the wallet's `blockchains`, else `defaultNetwork`), `assets` lists the
 * requested tokens, then the presets, `defaultNetwork`, `defaultExperience`, `partnerUserId` and
 * `redirectUrl` when given, in that order.
 */
export const buyWidgetParams = (request: OnrampUrlRequest): Result<URLSearchParams, OnrampFailure> => {
  const addresses: Record<string, readonly string[]> = {};
  const assets: string[] = [];
  for (const [index, wallet] of request.destinationWallets.entries()) {
    const networks =
      wallet.blockchains !== undefined && wallet.blockchains.length > 0
        ? wallet.blockchains
        : request.defaultNetwork !== undefined
          ? [request.defaultNetwork]
          : undefined;
    if (networks === undefined) {
      return err(
        invalidOnramp(
          `destinationWallets.${index}.blockchains`,
          'A destination wallet needs its blockchains or a defaultNetwork',
        ),
      );
    }
    addresses[wallet.address] = [...new Set([...(addresses[wallet.address] ?? []), ...networks])];
    for (const asset of wallet.assets ?? []) if (!assets.includes(asset)) assets.push(asset);
  }
  const params = new URLSearchParams();
  params.set('addresses', JSON.stringify(addresses));
  if (assets.length > 0) params.set('assets', JSON.stringify(assets));
  if (request.presetCryptoAmount !== undefined)
    params.set('presetCryptoAmount', String(request.presetCryptoAmount));
  if (request.presetFiatAmount !== undefined)
    params.set('presetFiatAmount', String(request.presetFiatAmount));
  if (request.defaultNetwork !== undefined) params.set('defaultNetwork', request.defaultNetwork);
  params.set('defaultExperience', request.defaultExperience ?? 'buy');
  params.set('partnerUserId', request.partnerUserId);
  if (request.redirectUrl !== undefined) params.set('redirectUrl', request.redirectUrl);
  return ok(params);
};

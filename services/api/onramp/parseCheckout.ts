import { err, ok, type Result } from 'neverthrow';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { SandboxMarket, SandboxMarkets, SandboxToken } from './SandboxMarket.js';

/** The widget query the sandbox checkout is opened with (what `buyWidgetParams` wrote). */
export interface CheckoutQuery {
  readonly addresses?: string;
  readonly assets?: string;
  readonly defaultNetwork?: string;
  readonly presetFiatAmount?: string;
  readonly partnerUserId?: string;
  readonly redirectUrl?: string;
}

/** What a checkout URL asks for: where to deliver, what may be bought, the presets. */
export interface CheckoutRequest {
  readonly address: string;
  readonly market: SandboxMarket;
  readonly network: string;
  readonly tokens: readonly SandboxToken[];
  readonly partnerUserId: string;
  readonly presetFiatAmount?: string;
  readonly redirectUrl?: string;
}

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Reads a widget query (what `buyWidgetParams` wrote): the first destination address on a sandbox network that
 * can pay to it (an EVM address on a devnet chain, a base58 wallet address on the Solana devnet; the default
 * network when that address has it), the requested assets the sandbox sells there (all of them when none is
 * named), the partner user id and the optional preset amount and return URL.
 */
export const parseCheckout = (
  query: CheckoutQuery,
  markets: SandboxMarkets,
): Result<CheckoutRequest, OnrampFailure> => {
  const addresses = parseJson(query.addresses);
  if (typeof addresses !== 'object' || addresses === null || Array.isArray(addresses)) {
    return err(invalidOnramp('addresses', 'Invalid destination addresses'));
  }
  let destination: { address: string; network: string; market: SandboxMarket } | undefined;
  for (const [address, networks] of Object.entries(addresses)) {
    if (!isStringArray(networks)) continue;
    const payable = (name: string) => markets.get(name)?.isAddress(address) === true;
    const preferred = networks.find((name) => name === query.defaultNetwork && payable(name));
    const network = preferred ?? networks.find(payable);
    const market = network === undefined ? undefined : markets.get(network);
    if (network !== undefined && market !== undefined) {
      destination = { address, network, market };
      break;
    }
  }
  if (destination === undefined) {
    return err(invalidOnramp('addresses', 'No destination address on a sandbox network'));
  }
  const asked = parseJson(query.assets);
  if (asked !== undefined && !isStringArray(asked)) return err(invalidOnramp('assets', 'Invalid assets'));
  const sold = destination.market.tokens;
  const wanted = asked === undefined ? [] : sold.filter((token) => asked.includes(token.symbol));
  if (query.partnerUserId === undefined || query.partnerUserId === '') {
    return err(invalidOnramp('partnerUserId', 'A partner user id is required'));
  }
  if (query.redirectUrl !== undefined && !isHttpUrl(query.redirectUrl)) {
    return err(invalidOnramp('redirectUrl', 'Invalid redirect URL'));
  }
  return ok({
    ...destination,
    tokens: wanted.length > 0 ? wanted : sold,
    partnerUserId: query.partnerUserId,
    ...(query.presetFiatAmount === undefined ? {} : { presetFiatAmount: query.presetFiatAmount }),
    ...(query.redirectUrl === undefined ? {} : { redirectUrl: query.redirectUrl }),
  });
};

/** A chain's node did not answer (or answered with an error) when the service read it. */
export interface ChainUnavailable {
  readonly kind: 'ChainUnavailable';
  readonly caipNetworkId: string;
  readonly cause: unknown;
}

export const chainUnavailable = (caipNetworkId: string, cause: unknown): ChainUnavailable => ({
  kind: 'ChainUnavailable',
  caipNetworkId,
  cause,
});

type MulticallOutcome =
  | { readonly status: 'success' }
  | { readonly status: 'failure'; readonly error?: unknown };

/**
 * viem's `multicall` with `allowFailure` turns a transport failure into a failure of every call; when
 * nothing succeeded, the chain was not read at all.
 */
export const allCallsFailed = (
  results: readonly MulticallOutcome[],
): { readonly cause: unknown } | undefined => {
  if (results.length === 0 || results.some((result) => result.status === 'success')) return undefined;
  const first = results[0];
  return { cause: first?.status === 'failure' ? first.error : undefined };
};

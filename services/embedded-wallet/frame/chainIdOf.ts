/** A chain id as the app may send it: 31337, '31337', '0x7a69' or 'eip155:31337'. */
export const chainIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  if (!/^(0x[0-9a-fA-F]{1,13}|[1-9][0-9]{0,15})$/.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/** The chain a request is for: the one it names when the service signs on it, else the current one. */
export const currentChainId = (deps: {
  readonly chainIds: readonly number[];
  readonly store: { chainId(): number | undefined };
}): number => {
  const stored = deps.store.chainId();
  return stored !== undefined && deps.chainIds.includes(stored) ? stored : (deps.chainIds[0] ?? 0);
};

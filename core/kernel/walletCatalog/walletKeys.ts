/**
 * The identity keys of a wallet: its ids, rdns and connector id, trimmed and lower-cased, empty ones
 * dropped, each once. Our registry ids are reverse-domain names that equal the rdns when a wallet has one
 * (CONTRACTS §6), so ids and rdns share one key space: two wallets are the same when they share a key.
 */
export const walletKeys = (...values: readonly (string | undefined)[]): string[] => {
  const keys: string[] = [];
  for (const value of values) {
    const key = value?.trim().toLowerCase();
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
};

/** Case, spaces and the marks of ids ('.', '-', '_') do not count when a wallet is searched. */
const squash = (text: string): string => text.toLowerCase().replace(/[\s._-]+/gu, '');

/**
 * The one wallet search rule (the registry's GET /getWallets and the installed wallets alike): the query,
 * squashed, is part of the wallet's name, id or rdns, squashed — 'meta mask' finds MetaMask, 'trustwallet'
 * finds 'com.trustwallet.app'. An empty query matches nothing.
 */
export function matchesWalletQuery(
  query: string,
  wallet: { readonly name?: string | null; readonly id?: string | null; readonly rdns?: string | null },
): boolean {
  const needle = squash(query);
  if (needle === '') return false;
  return [wallet.name, wallet.id, wallet.rdns].some(
    (field) => typeof field === 'string' && squash(field).includes(needle),
  );
}

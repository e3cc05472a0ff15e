import { formatEther } from 'viem';

/** Wei as ETH for people: thousands grouped, at most `decimals` decimals (truncated, exact). */
export function formatEth(wei: bigint, decimals = 4): string {
  const [whole = '0', fraction = ''] = formatEther(wei).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  const sign = negative ? '-' : '';
  if (kept === '' && fraction !== '' && digits === '0') return `${sign}<0.${'0'.repeat(decimals - 1)}1`;
  return kept === '' ? `${sign}${grouped}` : `${sign}${grouped}.${kept}`;
}

/** `0xf39F…2266` */
export const shortAddress = (address: string): string =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

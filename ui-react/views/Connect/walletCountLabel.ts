/** The registry count on the All Wallets row: exact below 10, else rounded down to tens with a '+'. */
export const walletCountLabel = (count: number): string | undefined => {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  const whole = Math.floor(count);
  return whole < 10 ? String(whole) : `${Math.floor(whole / 10) * 10}+`;
};

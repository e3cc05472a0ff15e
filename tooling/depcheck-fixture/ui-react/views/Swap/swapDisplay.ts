export const swapLabel = (symbol: string): string => `Swap ${symbol}`;

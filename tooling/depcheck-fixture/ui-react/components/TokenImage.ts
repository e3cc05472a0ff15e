export const tokenImage = (symbol: string): string => symbol.slice(0, 1);

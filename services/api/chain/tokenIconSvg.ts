/** Colours of the token icons the service draws itself. */
const COLOURS: Readonly<Record<string, string>> = {
  ETH: '#627EEA',
  WETH: '#EC1C79',
  USDC: '#2775CA',
  DAI: '#F5AC37',
  SOL: '#9945FF',
  /** The devnet's known NFT collection (SEED_PLAN.nfts): its tokens' preview. */
  LPASS: '#0E9F6E',
};

/** A 64 px round token icon with the symbol on its colour, or undefined for a symbol we do not draw. */
export const tokenIconSvg = (symbol: string): string | undefined => {
  const colour = COLOURS[symbol];
  if (colour === undefined) return undefined;
  const size = symbol.length > 4 ? 14 : symbol.length > 3 ? 17 : 21;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<title>${symbol}</title>`,
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>`,
    `<text x="32" y="39" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${symbol}</text>`,
    '</svg>',
  ].join('');
};

export const TOKEN_ICON_SYMBOLS: readonly string[] = Object.keys(COLOURS);

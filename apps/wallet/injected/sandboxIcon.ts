/** The sandbox wallet's EIP-6963 icon: an inline SVG data URI (a latch on a dark tile). */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#141414"/>' +
  '<rect x="22" y="44" width="52" height="34" rx="6" fill="#f5c542"/>' +
  '<path d="M34 44V32a14 14 0 0 1 28 0v4" fill="none" stroke="#f5c542" stroke-width="8" stroke-linecap="round"/>' +
  '<circle cx="48" cy="60" r="5" fill="#141414"/>' +
  '</svg>';

export const SANDBOX_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

/** The same icon base64-encoded, the form the Wallet Standard requires (`data:image/svg+xml;base64,…`). */
export const SANDBOX_ICON_BASE64: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(SVG)}`;

import { ExternalLinkIcon } from '../icons.js';

export interface OpenWebWalletProps {
  /** The web wallet's page on the pairing (checked by the URL policy), once the pairing can be used. */
  readonly href: string | undefined;
  readonly primary?: boolean;
}

/**
 * "Open in browser": a web wallet's page on the pairing, in a new tab cut from this page (no opener, no
 * referrer). A link, so the browser lets it through as the user's own click; disabled until the uri is there.
 */
export function OpenWebWallet({ href, primary = false }: OpenWebWalletProps) {
  const className = primary ? 'latch-button latch-button-primary latch-wc-web' : 'latch-button latch-wc-web';
  if (href === undefined) {
    return (
      <button type="button" className={className} disabled>
        <ExternalLinkIcon size={14} />
        Open in browser
      </button>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <ExternalLinkIcon size={14} />
      Open in browser
    </a>
  );
}

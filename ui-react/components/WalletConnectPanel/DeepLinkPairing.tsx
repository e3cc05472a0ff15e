import type { PairingDisplay } from '../../../core/kernel/connectFlow/index.js';
import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { ConnectingLogo } from '../ConnectingLogo.js';
import { ExternalLinkIcon, RetryIcon } from '../icons.js';
import { CopyPairingLink } from './CopyPairingLink.js';
import { OpenWebWallet } from './OpenWebWallet.js';
import type { PairingProblem } from './PairingOverlay.js';

/** How the wallet is reached: its app (a deep or universal link, opened in place) or its web page (a new tab). */
export type WalletOpening =
  | { readonly kind: 'app'; readonly onOpen: (uri: string) => void }
  | { readonly kind: 'web'; readonly href: string | undefined };

export interface DeepLinkPairingProps {
  readonly wallet: WalletEntry;
  readonly uri: string | undefined;
  readonly display: PairingDisplay;
  readonly problem: PairingProblem | undefined;
  readonly opening: WalletOpening;
  readonly onRetry: () => void;
  readonly onCopy: (uri: string) => void;
}

/**
 * On a phone, the chosen wallet is opened on the pairing instead of showing a QR code: its app through its deep
 * link, or, for a web wallet, its page in a new tab.
 */
export function DeepLinkPairing({
  wallet,
  uri,
  display,
  problem,
  opening,
  onRetry,
  onCopy,
}: DeepLinkPairingProps) {
  const usable = display === 'ready' && uri !== undefined;
  return (
    <div className="latch-connecting">
      <ConnectingLogo imageUrl={wallet.imageUrl} state={problem ? 'error' : 'pending'} />
      <div className="latch-connecting-text" role="status" aria-live="polite">
        <p className="latch-connecting-title" data-tone={problem ? 'error' : undefined}>
          {problem ? problem.title : `Continue in ${wallet.name}`}
        </p>
        <p className="latch-connecting-hint">{problem?.hint ?? 'Accept connection request in the wallet'}</p>
      </div>
      <div className="latch-connecting-actions">
        {problem ? (
          <button type="button" className="latch-button" onClick={onRetry}>
            <RetryIcon size={14} />
            Retry
          </button>
        ) : opening.kind === 'web' ? (
          <OpenWebWallet href={usable ? opening.href : undefined} primary />
        ) : (
          <button
            type="button"
            className="latch-button latch-button-primary"
            disabled={!usable}
            onClick={() => {
              if (uri !== undefined) opening.onOpen(uri);
            }}
          >
            <ExternalLinkIcon size={14} />
            Open {wallet.name}
          </button>
        )}
        <CopyPairingLink uri={uri} usable={usable} onCopy={onCopy} />
      </div>
    </div>
  );
}

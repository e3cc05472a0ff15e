import type { ReactNode } from 'react';
import type { PairingDisplay } from '../../../core/kernel/connectFlow/index.js';
import { QrCode } from '../QrCode/QrCode.js';
import { CopyPairingLink } from './CopyPairingLink.js';
import { OpenWebWallet } from './OpenWebWallet.js';
import { PairingOverlay, type PairingProblem } from './PairingOverlay.js';

export interface QrPairingProps {
  readonly uri: string | undefined;
  readonly display: PairingDisplay;
  readonly problem: PairingProblem | undefined;
  readonly logo: ReactNode;
  /** The page is on a phone: the code is for a wallet on another device. */
  readonly mobile: boolean;
  /** A web wallet's page on the pairing ("Open in browser"); undefined for a wallet without one. */
  readonly web?: { readonly href: string | undefined };
  readonly onRetry: () => void;
  readonly onCopy: (uri: string) => void;
}

/**
 * The pairing as a QR code: a skeleton until the uri arrives, the code, or why it cannot be used; a web wallet
 * can also be opened in a browser tab.
 */
export function QrPairing({ uri, display, problem, logo, mobile, web, onRetry, onCopy }: QrPairingProps) {
  const usable = display === 'ready' && uri !== undefined;
  return (
    <div className="latch-wc">
      <div className="latch-qr-frame" data-display={display} aria-busy={display === 'loading' || undefined}>
        {uri !== undefined && display !== 'loading' ? (
          <QrCode uri={uri} logo={logo} />
        ) : (
          <span className="latch-skeleton latch-qr-skeleton" data-testid="latch-qr-skeleton">
            <span className="latch-visually-hidden">Preparing the QR code…</span>
          </span>
        )}
        {problem ? <PairingOverlay problem={problem} onRetry={onRetry} /> : null}
      </div>
      <p className="latch-wc-hint">
        {mobile ? 'Scan this QR code with a wallet on another device' : 'Scan this QR code with your phone'}
      </p>
      {web ? (
        <div className="latch-connecting-actions">
          <OpenWebWallet href={usable ? web.href : undefined} />
          <CopyPairingLink uri={uri} usable={usable} onCopy={onCopy} />
        </div>
      ) : (
        <CopyPairingLink uri={uri} usable={usable} onCopy={onCopy} />
      )}
    </div>
  );
}

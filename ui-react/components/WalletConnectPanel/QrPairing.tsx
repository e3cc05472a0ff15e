import type { ReactNode } from 'react';
import type { PairingDisplay } from '../../../core/connect/index.js';
import { QrCode } from '../QrCode/QrCode.js';
import { CopyPairingLink } from './CopyPairingLink.js';
import { PairingOverlay, type PairingProblem } from './PairingOverlay.js';

export interface QrPairingProps {
  readonly uri: string | undefined;
  readonly display: PairingDisplay;
  readonly problem: PairingProblem | undefined;
  readonly logo: ReactNode;
  readonly onRetry: () => void;
  readonly onCopy: (uri: string) => void;
}

/** The pairing as a QR code: a skeleton until the uri arrives, the code, or why it cannot be used. */
export function QrPairing({ uri, display, problem, logo, onRetry, onCopy }: QrPairingProps) {
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
      <p className="latch-wc-hint">Scan this QR code with your phone</p>
      <CopyPairingLink uri={uri} usable={usable} onCopy={onCopy} />
    </div>
  );
}

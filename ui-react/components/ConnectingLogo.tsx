import type { ReactNode } from 'react';
import { CloseIcon } from './icons.js';
import { WalletImage } from './WalletImage.js';

export type ConnectingLogoState = 'pending' | 'error' | 'idle';

export interface ConnectingLogoProps {
  readonly imageUrl: string | undefined;
  readonly state: ConnectingLogoState;
  /** Shown instead of the wallet image (e.g. the WalletConnect mark). */
  readonly children?: ReactNode;
}

/** A wallet's logo framed by a ring: turning while the wallet is asked, red with a cross once it failed. */
export function ConnectingLogo({ imageUrl, state, children }: ConnectingLogoProps) {
  return (
    <div className="latch-connecting-logo" data-state={state} data-testid="latch-connecting-logo">
      <svg className="latch-connecting-ring" viewBox="0 0 92 92" aria-hidden="true" focusable="false">
        <rect className="latch-connecting-track" x="1.5" y="1.5" width="89" height="89" rx="30" />
        {state === 'pending' ? (
          <rect
            className="latch-connecting-arc"
            x="1.5"
            y="1.5"
            width="89"
            height="89"
            rx="30"
            pathLength={100}
          />
        ) : null}
      </svg>
      {children ?? <WalletImage src={imageUrl} size={72} />}
      {state === 'error' ? (
        <span className="latch-connecting-badge" aria-hidden="true">
          <CloseIcon size={12} />
        </span>
      ) : null}
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { connectingStyles } from '../../components/ConnectingLayout/styles.js';
import { ConnectingLogo } from '../../components/ConnectingLogo.js';
import { CopyIcon, ExternalLinkIcon, RetryIcon, SpinnerIcon } from '../../components/icons.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { walletConnectStyles } from '../../components/QrCode/styles.js';
import { safeLinkHref } from '../../components/safeUrls.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useCopyWithToast } from '../../components/useCopyWithToast.js';
import { useViewServices } from '../../components/viewServices.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/** Farcaster's arch mark, drawn in the middle of the QR code. */
function FarcasterMark({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#7c65c1" />
      <path
        fill="#fff"
        d="M19 17h26v30h-4.5V34.5a8.5 8.5 0 0 0-17 0V47H19zM14 21h5v4h-5zM45 21h5v4h-5zM16 44h7v3h-7zM41 44h7v3h-7z"
      />
    </svg>
  );
}

/**
 * SPEC §2 ConnectingFarcaster: Sign In With Farcaster. The connect URI of a channel on our relay as a QR code (scan
 * it with the Farcaster app), "Open in app" and copy link; the wait for the approval (the flow gives up after
 * 300 s), and on a timeout or a refusal the reason and Retry. Leaving the view gives the sign-in up.
 */
const ConnectingFarcasterFlow = observer(function ConnectingFarcasterFlow({
  store: farcaster,
}: FlowViewProps<'farcaster'>) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('connecting', connectingStyles);
  useStyles('wallet-connect', walletConnectStyles);
  const services = useViewServices();
  const copy = useCopyWithToast();
  useEffect(() => {
    void farcaster.start();
  }, [farcaster]);
  const problem = farcaster.step === 'expired' || farcaster.step === 'failed';
  // The URL policy again at the click: only an http(s) link is opened.
  const href = safeLinkHref(farcaster.url);
  const usable = href !== undefined && farcaster.step === 'waiting';
  return (
    <div className="latch-wc latch-farcaster">
      {problem ? (
        <div className="latch-connecting">
          <ConnectingLogo imageUrl={undefined} state="error">
            <FarcasterMark size={72} />
          </ConnectingLogo>
        </div>
      ) : (
        <div className="latch-qr-frame" data-display="ready" aria-busy={href === undefined || undefined}>
          {href !== undefined ? (
            <QrCode uri={href} logo={<FarcasterMark size={64} />} />
          ) : (
            <span className="latch-skeleton latch-qr-skeleton" data-testid="latch-qr-skeleton">
              <span className="latch-visually-hidden">Preparing the QR code…</span>
            </span>
          )}
        </div>
      )}
      <div className="latch-connecting-text" role="status" aria-live="polite">
        {problem ? (
          <>
            <p className="latch-connecting-title" data-tone="error">
              {farcaster.step === 'expired' ? 'The QR code expired' : 'Sign-in failed'}
            </p>
            <p className="latch-connecting-hint">{farcaster.error?.message}</p>
          </>
        ) : farcaster.step === 'connecting' || farcaster.step === 'connected' ? (
          <p className="latch-connecting-hint">
            <SpinnerIcon size={14} /> Signing in…
          </p>
        ) : (
          <p className="latch-wc-hint">Scan this QR code with your phone to sign in with Farcaster</p>
        )}
      </div>
      <div className="latch-connecting-actions">
        {problem ? (
          <button type="button" className="latch-button" onClick={() => void farcaster.retry()}>
            <RetryIcon size={14} />
            Retry
          </button>
        ) : (
          <>
            <button
              type="button"
              className="latch-button latch-button-primary"
              disabled={!usable}
              onClick={() => {
                if (href !== undefined) services.openUrl(href);
              }}
            >
              <ExternalLinkIcon size={14} />
              Open in app
            </button>
            <button
              type="button"
              className="latch-button latch-button-ghost"
              disabled={!usable}
              onClick={() => {
                if (href !== undefined) copy(href, 'Link copied');
              }}
            >
              <CopyIcon size={14} />
              Copy link
            </button>
          </>
        )}
      </div>
    </div>
  );
});

export const ConnectingFarcasterView = flowView('farcaster', ConnectingFarcasterFlow);

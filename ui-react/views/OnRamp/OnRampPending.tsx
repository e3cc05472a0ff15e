import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { OnrampStore } from '../../../core/features/onramp/index.js';
import { FormError } from '../../components/FormError.js';
import { AlertIcon, ExternalLinkIcon, SpinnerIcon } from '../../components/icons.js';
import { safeLinkHref } from '../../components/safeUrls.js';
import { fiatText } from './onrampDisplay.js';

export interface OnRampPendingProps {
  readonly onramp: OnrampStore;
  /** The browser blocked the provider's tab: the link to it is the way on. */
  readonly tabBlocked: boolean;
  /** Back to Account (a purchase that timed out may still arrive). */
  readonly onDone: () => void;
}

/**
 * After the hand-off: the provider's page is being made ('opening'), then the purchase is awaited until its funds
 * arrive on the network ('pending'), with the provider's page to open again and Cancel (back to the form; a
 * payment already made still arrives). When the funds did not arrive in time ('failed'): the catalogue's words,
 * back to the form, or Done. The heading takes the focus (the view remounts this on 'failed').
 */
export const OnRampPending = observer(function OnRampPending({
  onramp,
  tabBlocked,
  onDone,
}: OnRampPendingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failed = onramp.status === 'failed';
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { checkout, purchase, provider, error } = onramp;
  const checkoutHref = safeLinkHref(checkout?.url);
  const providerName = provider?.name ?? 'the provider';
  const symbol = purchase?.token.symbol ?? onramp.purchaseToken?.symbol ?? '';
  const title = failed
    ? 'Purchase not arrived'
    : onramp.status === 'opening'
      ? `Opening ${providerName}…`
      : 'Waiting for your purchase…';
  return (
    <section
      className="latch-send latch-onramp-pending"
      aria-labelledby="latch-onramp-pending-title"
      data-state={onramp.status}
    >
      <div className="latch-send-summary">
        <span
          className="latch-onramp-pending-icon"
          data-state={failed ? 'failed' : 'pending'}
          aria-hidden="true"
        >
          {failed ? <AlertIcon size={28} /> : <SpinnerIcon size={30} />}
        </span>
        <h3 className="latch-onramp-title" id="latch-onramp-pending-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        {failed ? null : (
          <p className="latch-send-summary-label" role="status">
            {purchase === undefined
              ? `Preparing your ${symbol} purchase…`
              : `Complete the payment of ${fiatText(purchase.total)} in the ${providerName} tab. Your ${symbol} shows here once it arrives on ${onramp.network.name}.`}
          </p>
        )}
      </div>
      <FormError error={failed ? error : undefined} />
      {!failed && checkoutHref !== undefined ? (
        <a
          className={tabBlocked ? 'latch-button latch-button-primary latch-onramp-open' : 'latch-send-link'}
          href={checkoutHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          {tabBlocked ? `Open ${providerName}` : `Open ${providerName} again`}
          <ExternalLinkIcon size={12} />
        </a>
      ) : null}
      {failed ? (
        <div className="latch-send-actions">
          <button type="button" className="latch-button" onClick={onramp.cancel}>
            Back to the form
          </button>
          <button type="button" className="latch-button latch-button-primary" onClick={onDone}>
            Done
          </button>
        </div>
      ) : (
        <button type="button" className="latch-send-text-button" onClick={onramp.cancel}>
          Cancel
        </button>
      )}
    </section>
  );
});

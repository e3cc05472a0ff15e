import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { OnrampStore } from '../../../core/onramp/index.js';
import { CheckIcon } from '../../components/icons.js';
import { swapAmountText } from '../Swap/swapDisplay.js';
import { fiatText } from './onrampDisplay.js';

export interface OnRampSuccessProps {
  readonly onramp: OnrampStore;
  readonly onDone: () => void;
}

/** The funds arrived: how much the balance rose, what was paid, and Done (back to Account). The heading takes the focus. */
export const OnRampSuccess = observer(function OnRampSuccess({ onramp, onDone }: OnRampSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const purchase = onramp.purchase;
  if (purchase === undefined || purchase.received === undefined) return null;
  const { received, token, total } = purchase;
  return (
    <section className="latch-send latch-onramp-success" aria-labelledby="latch-onramp-success-title">
      <div className="latch-send-summary">
        <span className="latch-onramp-done" aria-hidden="true">
          <CheckIcon size={30} />
        </span>
        <h3 className="latch-onramp-title" id="latch-onramp-success-title" ref={headingRef} tabIndex={-1}>
          Purchase complete
        </h3>
        <p className="latch-send-summary-label">
          Your {token.symbol} arrived on {onramp.network.name}.
        </p>
      </div>
      <dl className="latch-send-details latch-onramp-quote">
        <div>
          <dt>You paid</dt>
          <dd data-field="paid">{fiatText(total)}</dd>
        </div>
        <div data-row="receive">
          <dt>You received</dt>
          <dd data-field="received" data-value={received} title={`${received} ${token.symbol}`}>
            {swapAmountText(received)} {token.symbol}
          </dd>
        </div>
      </dl>
      <button type="button" className="latch-button latch-button-primary latch-send-submit" onClick={onDone}>
        Done
      </button>
    </section>
  );
});

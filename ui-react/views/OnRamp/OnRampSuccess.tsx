import { observer } from 'mobx-react-lite';
import type { OnrampStore } from '../../../core/features/onramp/index.js';
import { SuccessPanel } from '../../components/SuccessPanel.js';
import { significantAmountText } from '../../components/significantAmountText.js';
import { fiatText } from './onrampDisplay.js';

export interface OnRampSuccessProps {
  readonly onramp: OnrampStore;
  readonly onDone: () => void;
}

/** The funds arrived: how much the balance rose, what was paid, and Done (back to Account). The heading takes the focus. */
export const OnRampSuccess = observer(function OnRampSuccess({ onramp, onDone }: OnRampSuccessProps) {
  const purchase = onramp.purchase;
  if (purchase === undefined || purchase.received === undefined) return null;
  const { received, token, total } = purchase;
  return (
    <SuccessPanel
      className="latch-onramp-success"
      title="Purchase complete"
      summary={`Your ${token.symbol} arrived on ${onramp.network.name}.`}
      onDone={onDone}
    >
      <dl className="latch-send-details latch-onramp-quote">
        <div>
          <dt>You paid</dt>
          <dd data-field="paid">{fiatText(total)}</dd>
        </div>
        <div data-row="receive">
          <dt>You received</dt>
          <dd data-field="received" data-value={received} title={`${received} ${token.symbol}`}>
            {significantAmountText(received)} {token.symbol}
          </dd>
        </div>
      </dl>
    </SuccessPanel>
  );
});

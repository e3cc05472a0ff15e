import { observer } from 'mobx-react-lite';
import type { OnrampStore } from '../../../core/features/onramp/index.js';
import { Badge } from '../../components/Badge.js';
import { significantAmountText } from '../../components/significantAmountText.js';
import { fiatText } from './onrampDisplay.js';

const ROWS = ['Provider fee', 'Network fee', 'Subtotal', 'Total', 'You receive'] as const;

/**
 * The quote under the form: the provider's fee, the network fee, the subtotal that buys the token, the total
 * paid and what arrives. While a quote is asked: the same rows as placeholders. When the quote service failed,
 * the placeholder quote is marked as an estimate: only the total typed and the token are known, the fees and the
 * amount received are left to the provider's page (never shown as zero).
 */
export const OnRampQuote = observer(function OnRampQuote({ onramp }: { readonly onramp: OnrampStore }) {
  const quote = onramp.quote;
  if (onramp.status === 'quoting') {
    return (
      <dl className="latch-send-details latch-onramp-quote" aria-busy="true" data-state="quoting">
        {ROWS.map((row) => (
          <div key={row}>
            <dt>{row}</dt>
            <dd>
              <span className="latch-skeleton latch-onramp-quote-skeleton" aria-hidden="true" />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (quote === undefined) return null;
  if (quote.placeholder) {
    return (
      <div className="latch-onramp-estimate" data-state="estimate">
        <p className="latch-onramp-estimate-head">
          <Badge tone="accent">Estimate</Badge>
          <span>The quote service is unavailable: the provider shows the fees and the exact amount.</span>
        </p>
        <dl className="latch-send-details latch-onramp-quote" aria-label="Estimated quote">
          <div>
            <dt>Total</dt>
            <dd data-field="total">{fiatText(quote.total)}</dd>
          </div>
          <div>
            <dt>You receive</dt>
            <dd data-field="receive">{quote.receiveCurrency}, amount at checkout</dd>
          </div>
        </dl>
      </div>
    );
  }
  const { fee, networkFee, subtotal, total, receive } = quote;
  return (
    <dl className="latch-send-details latch-onramp-quote" aria-label="Quote" data-state="ready">
      <div>
        <dt>Provider fee</dt>
        <dd data-field="fee">{fiatText(fee)}</dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd data-field="network-fee">{fiatText(networkFee)}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd data-field="subtotal">{fiatText(subtotal)}</dd>
      </div>
      <div data-row="total">
        <dt>Total</dt>
        <dd data-field="total">{fiatText(total)}</dd>
      </div>
      <div data-row="receive">
        <dt>You receive</dt>
        <dd data-field="receive" data-value={receive.amount} title={`${receive.amount} ${receive.currency}`}>
          {significantAmountText(receive.amount)} {receive.currency}
        </dd>
      </div>
    </dl>
  );
});

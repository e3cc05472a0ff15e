import { observer } from 'mobx-react-lite';
import type { SwapPreview, SwapStore } from '../../../core/features/swap/index.js';
import { swapAmountText, swapRateText } from './swapDisplay.js';

const ROWS = ['Rate', 'Price impact', 'Network fee', 'Slippage', 'Minimum received'] as const;

const Rows = ({ preview, slippage }: { readonly preview: SwapPreview; readonly slippage: string }) => {
  const { networkFee: fee, to } = preview;
  return (
    <>
      <div>
        <dt>Rate</dt>
        <dd data-field="rate">{swapRateText(preview)}</dd>
      </div>
      <div>
        <dt>Price impact</dt>
        <dd data-field="impact">
          {preview.priceImpact === undefined ? 'Unknown' : `${preview.priceImpact}%`}
        </dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd data-field="fee" title={`${fee.decimal} ${fee.symbol}`}>
          {fee.formatted} {fee.symbol}
        </dd>
      </div>
      <div>
        <dt>Slippage</dt>
        <dd data-field="slippage">{slippage}%</dd>
      </div>
      <div>
        <dt>Minimum received</dt>
        <dd
          data-field="min-received"
          data-value={preview.minReceived}
          title={`${preview.minReceived} ${to.symbol}`}
        >
          {swapAmountText(preview.minReceived)} {to.symbol}
        </dd>
      </div>
    </>
  );
};

/**
 * The quote's details under the form: rate, price impact ('Unknown' without prices, never 0), network fee,
 * slippage (SPEC §9: 1 %) and the minimum received. While a quote is asked: the same rows as placeholders.
 */
export const SwapDetails = observer(function SwapDetails({ swap }: { readonly swap: SwapStore }) {
  const preview = swap.preview;
  if (swap.status === 'quoting') {
    return (
      <dl className="latch-send-details latch-swap-details" aria-busy="true" data-state="quoting">
        {ROWS.map((row) => (
          <div key={row}>
            <dt>{row}</dt>
            <dd>
              <span className="latch-skeleton latch-swap-details-skeleton" aria-hidden="true" />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (preview === undefined) return null;
  return (
    <dl className="latch-send-details latch-swap-details" aria-label="Quote" data-state="ready">
      <Rows preview={preview} slippage={swap.slippage} />
    </dl>
  );
});

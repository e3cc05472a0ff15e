import { observer } from 'mobx-react-lite';
import { transactionExplorerUrl } from '../../../core/features/send/index.js';
import type { SwapStore } from '../../../core/features/swap/index.js';
import { ExternalLinkIcon } from '../../components/icons.js';
import { SuccessPanel } from '../../components/SuccessPanel.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { swapAmountText } from './swapDisplay.js';

export interface SwapSuccessProps {
  readonly swap: SwapStore;
  readonly onDone: () => void;
}

/**
 * A confirmed swap: what was paid and what was received, as the swap's receipt says (else the quote, at least
 * the minimum within the slippage), the swap
 * transaction on the block explorer when the network has one, and Done (back to Account). The heading takes the
 * focus.
 */
export const SwapSuccess = observer(function SwapSuccess({ swap, onDone }: SwapSuccessProps) {
  const preview = swap.preview;
  if (preview === undefined) return null;
  const { from, to } = preview;
  const { received } = swap;
  const hash = swap.transactions.swap;
  const explorer = hash === undefined ? undefined : transactionExplorerUrl(preview.network, hash);
  return (
    <SuccessPanel className="latch-swap-success" title="Swap complete" onDone={onDone}>
      <dl className="latch-send-details latch-swap-details">
        <div>
          <dt>You paid</dt>
          <dd data-field="paid" title={`${preview.fromAmount} ${from.symbol}`}>
            <span>
              <TokenImage src={from.logoUri} symbol={from.symbol} size={18} />
              {swapAmountText(preview.fromAmount)} {from.symbol}
            </span>
          </dd>
        </div>
        <div>
          <dt>You received</dt>
          {received === undefined ? (
            <dd data-field="received" title={`${preview.toAmount} ${to.symbol}`}>
              <span>
                <TokenImage src={to.logoUri} symbol={to.symbol} size={18} />≈{' '}
                {swapAmountText(preview.toAmount)} {to.symbol}
              </span>
              <span className="latch-send-details-sub">
                at least {swapAmountText(preview.minReceived)} {to.symbol}
              </span>
            </dd>
          ) : (
            <dd data-field="received" title={`${received} ${to.symbol}`}>
              <span>
                <TokenImage src={to.logoUri} symbol={to.symbol} size={18} />
                {swapAmountText(received)} {to.symbol}
              </span>
            </dd>
          )}
        </div>
      </dl>
      {explorer === undefined ? null : (
        <a className="latch-send-link" href={explorer} target="_blank" rel="noopener noreferrer">
          View on block explorer
          <ExternalLinkIcon size={12} />
        </a>
      )}
    </SuccessPanel>
  );
});

import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useRef } from 'react';
import type { SendPreview, SendStore } from '../../../core/features/send/index.js';
import { isNativeToken } from '../../../core/kernel/tokens/index.js';
import { userMessage } from '../../../core/lib/errors/index.js';
import { AlertIcon, CheckIcon, ExternalLinkIcon, SpinnerIcon } from '../../components/icons.js';
import { NetworkImage } from '../../components/NetworkImage.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { TokenImage } from '../../components/TokenImage/TokenImage.js';
import { amountValueText, sentAmountText } from './sendDisplay.js';

export interface SendPreviewPanelProps {
  readonly send: SendStore;
  readonly onSend: () => void;
}

interface PreviewStatusProps extends SendPreviewPanelProps {
  /** Set to the control that takes the focus in this state (Send, Cancel, Try again). */
  readonly focusRef: RefObject<HTMLButtonElement | null>;
}

const Details = ({
  preview,
  nativePrice,
}: {
  readonly preview: SendPreview;
  readonly nativePrice: number;
}) => {
  const { receiver, network, fee } = preview;
  const feeValue = amountValueText(fee.decimal, nativePrice);
  return (
    <dl className="latch-send-details">
      <div>
        <dt>To</dt>
        <dd title={receiver.address} data-field="receiver">
          <span>{receiver.name ?? shortenAddress(receiver.address)}</span>
          {receiver.name === undefined ? null : (
            <span className="latch-send-details-sub">{shortenAddress(receiver.address)}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Network</dt>
        <dd>
          <span>
            <NetworkImage network={network} size={16} />
            {network.name}
          </span>
        </dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd data-field="fee">
          <span>
            {fee.formatted} {fee.symbol}
          </span>
          {feeValue === '' ? null : <span className="latch-send-details-sub">{feeValue}</span>}
          {preview.namespace === 'solana' && preview.createsTokenAccount ? (
            <span
              className="latch-send-details-sub"
              data-field="rent"
              title="The rent of the receiver's new token account, paid once by this send"
            >
              incl. {preview.fee.rentFormatted} {fee.symbol} account rent
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
};

const ExplorerLink = ({ href }: { readonly href: string | undefined }) =>
  href === undefined ? null : (
    <a className="latch-send-link" href={href} target="_blank" rel="noopener noreferrer">
      View on block explorer
      <ExternalLinkIcon size={12} />
    </a>
  );

/** What the send is doing under the preview, and the buttons that fit. */
const PreviewStatus = observer(function PreviewStatus({ send, onSend, focusRef }: PreviewStatusProps) {
  switch (send.status) {
    case 'signing':
      return (
        <>
          <p className="latch-send-status" role="status">
            <SpinnerIcon size={14} />
            Approve the transaction in your wallet
          </p>
          <button
            type="button"
            className="latch-send-text-button"
            onClick={send.cancelSigning}
            ref={focusRef}
          >
            Cancel
          </button>
        </>
      );
    case 'pending':
      return (
        <>
          <p className="latch-send-status" role="status">
            <SpinnerIcon size={14} />
            Sending… waiting for confirmation
          </p>
          <ExplorerLink href={send.transaction?.explorerUrl} />
        </>
      );
    case 'success':
      return (
        <p className="latch-send-status" role="status">
          <CheckIcon size={14} />
          Sent
        </p>
      );
    case 'failed':
      return (
        <>
          <p className="latch-send-error" role="alert">
            <AlertIcon size={14} />
            {userMessage(send.error)}
          </p>
          <ExplorerLink href={send.transaction?.explorerUrl} />
          <div className="latch-send-actions">
            <button type="button" className="latch-button" onClick={send.edit}>
              Edit
            </button>
            <button
              type="button"
              className="latch-button latch-button-primary"
              onClick={() => void send.prepare()}
              ref={focusRef}
            >
              Try again
            </button>
          </div>
        </>
      );
    default:
      return (
        <div className="latch-send-actions">
          <button type="button" className="latch-button" onClick={send.edit}>
            Edit
          </button>
          <button type="button" className="latch-button latch-button-primary" onClick={onSend} ref={focusRef}>
            Send
          </button>
        </div>
      );
  }
});

/**
 * The preview of a send (amount and value, receiver, network, network fee) with its progress: Send asks the
 * wallet, the transaction is awaited (with its explorer link), a failure shows its SPEC text with Edit and Try
 * again.
 */
export const SendPreviewPanel = observer(function SendPreviewPanel({ send, onSend }: SendPreviewPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  const status = send.status;
  // Each state puts the focus on its own control (the one it replaced is gone), else on the heading; after a
  // success the view leaves.
  useEffect(() => {
    if (status !== 'success') (focusRef.current ?? headingRef.current)?.focus();
  }, [status]);
  const preview = send.preview;
  if (preview === undefined) return null;
  const { token, amount } = preview;
  const value = amountValueText(amount, token.price);
  const busy = send.status === 'signing' || send.status === 'pending';
  return (
    <section className="latch-send" aria-labelledby="latch-send-preview-title" aria-busy={busy || undefined}>
      <div className="latch-send-summary">
        <TokenImage src={token.iconUrl} symbol={token.symbol} size={48} />
        <h3 className="latch-send-summary-label" id="latch-send-preview-title" ref={headingRef} tabIndex={-1}>
          Review the transaction
        </h3>
        <p className="latch-send-summary-amount" data-field="amount">
          {sentAmountText(amount)} {token.symbol}
        </p>
        {value === '' ? null : <p className="latch-send-summary-value">{value}</p>}
      </div>
      <Details preview={preview} nativePrice={send.tokens.find(isNativeToken)?.price ?? 0} />
      <PreviewStatus send={send} onSend={onSend} focusRef={focusRef} />
    </section>
  );
});

import type { ReactNode } from 'react';
import { useFallibleImage } from '../../components/useFallibleImage.js';
import type { ActivityDirection, ActivityRowModel } from './activityRow.js';
import { ActivityIcon, ArrowInIcon, ArrowOutIcon, DotIcon, SwapIcon } from './icons.js';

const STATUS_TEXT: Readonly<Record<ActivityRowModel['status'], string>> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  failed: 'Failed',
};

const DIRECTION_ICON: Readonly<Record<ActivityDirection, ReactNode>> = {
  in: <ArrowInIcon size={12} />,
  out: <ArrowOutIcon size={12} />,
  swap: <SwapIcon size={12} />,
  other: <DotIcon size={12} />,
};

/**
 * The token's icon, or its symbol's first letters when it has none or the icon fails to load; a generic
 * glyph when the transaction moved no token (an approval).
 */
function TokenIcon({ iconUrl, symbol }: ActivityRowModel['token']) {
  const image = useFallibleImage(iconUrl, 38);
  const letters = [...symbol.trim()].slice(0, 3).join('').toUpperCase();
  return (
    <span className="latch-activity-token">
      {image ?? (letters === '' ? <ActivityIcon size={18} /> : letters)}
    </span>
  );
}

/**
 * One transaction: token icon with a direction badge, title and status, counterparty, signed amounts and
 * time. A link to the block explorer when the network has one, else plain text.
 */
export function ActivityRow({ row, href }: { readonly row: ActivityRowModel; readonly href?: string }) {
  const content = (
    <>
      <span className="latch-activity-icon" aria-hidden="true">
        <TokenIcon {...row.token} />
        <span className="latch-activity-badge" data-direction={row.direction}>
          {DIRECTION_ICON[row.direction]}
        </span>
      </span>
      <span className="latch-activity-main">
        <span className="latch-activity-title">
          {row.title}
          {/* Confirmed is the usual case: said to screen readers, shown only for pending and failed. */}
          <span
            className={row.status === 'confirmed' ? 'latch-visually-hidden' : 'latch-activity-status'}
            data-status={row.status}
          >
            {STATUS_TEXT[row.status]}
          </span>
        </span>
        {row.counterparty ? (
          <span className="latch-activity-sub" title={row.counterparty.address}>
            {row.counterparty.text}
          </span>
        ) : null}
      </span>
      <span className="latch-activity-end">
        {row.amounts.map((amount) => (
          <span key={amount.key} className="latch-activity-amount" data-sign={amount.sign}>
            {amount.text}
          </span>
        ))}
        <span className="latch-activity-time">{row.time}</span>
      </span>
    </>
  );
  return (
    <li data-transaction={row.id}>
      {href ? (
        <a className="latch-activity-row" href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <div className="latch-activity-row">{content}</div>
      )}
    </li>
  );
}
